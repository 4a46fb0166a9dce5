#ifndef C_CONTRACT_POLL_H
#define C_CONTRACT_POLL_H

// Readiness of many sockets at once, for the HTTP client's one event-loop thread (EventLoop.swift): an epoll
// set and an eventfd to wake it, on Linux. Swift's Glibc module does not bring <sys/epoll.h> or
// <sys/eventfd.h>, and epoll_event is a packed struct on x86-64; these wrappers take plain integers.
// Elsewhere every function fails with -1 (the client's built-in transport is Linux-only).

/// A new epoll set (close-on-exec), or -1.
int contract_poll_create(void);
/// A new non-blocking, close-on-exec eventfd that wakes a poll set, or -1.
int contract_wakeup_create(void);
/// Makes `wakeup` readable (adds 1 to its counter); 0, or -1.
int contract_wakeup_signal(int wakeup);
/// Reads `wakeup`'s counter back to zero.
void contract_wakeup_drain(int wakeup);
/// Adds `fd` to `poll` for one event (one-shot): readable (`writable` 0) or writable (`writable` 1), reported
/// with `token`; also `wakeup`-style permanent registration when `persistent` is 1. 0, or -1 with errno set.
int contract_poll_add(int poll, int fd, int writable, int persistent, unsigned long long token);
/// Removes `fd` from `poll`; 0, or -1.
int contract_poll_remove(int poll, int fd);
/// Waits at most `timeout` milliseconds (-1: no limit) for events and writes the tokens of the ready
/// descriptors to `tokens` (at most `capacity`): their number, 0 when interrupted, or -1.
int contract_poll_wait(int poll, unsigned long long *tokens, int capacity, int timeout);

#endif
