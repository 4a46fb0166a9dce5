#!/usr/bin/env python3
"""TLS in front of the loopback test servers, for the client's https tests (Python standard library only).

  tls_front.py --cert server.pem --key server.key --upstream PORT
      terminates TLS and forwards each connection's request to the plain HTTP server on 127.0.0.1:PORT
      (contract_server.py, with all its scripted faults); the answer is relayed byte for byte, then the TLS
      connection is closed cleanly (close_notify). A reset by the upstream is relayed as a TCP reset.
  tls_front.py --cert server.pem --key server.key --raw
      answers every connection with the bytes read from stdin, then closes the TCP connection without
      close_notify (a server that just hangs up).

Binds 127.0.0.1 port 0 and prints the port as its first stdout line. Exits on SIGTERM, by itself after
--lifetime seconds, or when its parent process goes away.
"""

import argparse
import socket
import ssl
import struct
import sys
import threading

from child_lifetime import end_with_parent


def read_request(connection):
    """The request's head and its Content-Length body, as bytes (the client sends one request)."""
    data = b""
    while b"\r\n\r\n" not in data:
        chunk = connection.recv(65536)
        if not chunk:
            return data
        data += chunk
    head, _, body = data.partition(b"\r\n\r\n")
    length = 0
    for line in head.split(b"\r\n")[1:]:
        name, _, value = line.partition(b":")
        if name.strip().lower() == b"content-length":
            length = int(value.strip() or b"0")
    while len(body) < length:
        chunk = connection.recv(65536)
        if not chunk:
            break
        body += chunk
    return head + b"\r\n\r\n" + body


def close_cleanly(connection):
    try:
        connection.settimeout(2)
        connection.unwrap()  # sends close_notify
    except (OSError, ssl.SSLError, ValueError):
        pass
    connection.close()


def reset(connection):
    try:
        connection.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
    except OSError:
        pass
    connection.close()


def serve(context, client, upstream_port, raw):
    try:
        client.settimeout(60)
        connection = context.wrap_socket(client, server_side=True)
    except (OSError, ssl.SSLError):
        client.close()  # the client refused the certificate, or hung up during the handshake
        return
    try:
        request = read_request(connection)
        if raw is not None:
            connection.sendall(raw)
            connection.close()
            return
        upstream = socket.create_connection(("127.0.0.1", upstream_port))
        upstream.sendall(request)
        while True:
            try:
                data = upstream.recv(65536)
            except ConnectionResetError:
                reset(connection)
                return
            if not data:
                break
            connection.sendall(data)
        upstream.close()
        close_cleanly(connection)
    except (OSError, ssl.SSLError):
        connection.close()  # the client gave up: timeout, cancellation or a size limit


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cert", required=True)
    parser.add_argument("--key", required=True)
    parser.add_argument("--upstream", type=int)
    parser.add_argument("--raw", action="store_true")
    parser.add_argument("--lifetime", type=float, default=3600.0)
    arguments = parser.parse_args()
    raw = sys.stdin.buffer.read() if arguments.raw else None

    end_with_parent(arguments.lifetime)
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(arguments.cert, arguments.key)
    listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    listener.bind(("127.0.0.1", 0))
    listener.listen(64)
    print(listener.getsockname()[1], flush=True)

    while True:
        client, _ = listener.accept()
        threading.Thread(target=serve, args=(context, client, arguments.upstream, raw), daemon=True).start()


if __name__ == "__main__":
    sys.exit(main())
