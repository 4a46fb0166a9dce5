#!/usr/bin/env python3
"""The real-document gate of `.ci/realworld-openapi` (issue 41, item 6): every OpenAPI document under
Tests/RealWorld/openapi/<name>/ is generated with contract-gen, compiled in a throwaway consumer package, and every
example it embeds is decoded by the generated type of its schema (see ExampleCheck.swift); with --sog,
swift-openapi-generator 1.14.3 generates and compiles the same documents beside it. Prints one line per document."""
import argparse, contextlib, json, os, re, resource, shutil, signal, subprocess, sys, tempfile, threading, time, urllib.parse

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), '..', '..'))
# The documents' folder: one folder per document with a SOURCE.md naming its entry (`--docs` chooses another, such as a
# set of documents kept out of the repository to check the generator on documents it was not tuned on).
DOCS = os.path.join(ROOT, 'Tests', 'RealWorld', 'openapi')
# The CI subset: small documents of each kind (3.0 and 3.1, JSON and YAML) that build in a few minutes on 2 cores.
CI_SUBSET = ['petstore', 'open-meteo', 'twilio', 'hubspot-exports']


def say(text):
    print(f'[{time.strftime("%H:%M:%S")}] {text}', file=sys.stderr, flush=True)


def module_of(name, prefix='RW'):  # open-meteo -> RWOpenMeteo
    return prefix + re.sub(r'(^|[-_.])([a-zA-Z0-9])', lambda m: m.group(2).upper(), name)


def process_tree(pid):
    """A process and all its descendants, with their resident memory in kB (Linux /proc). swift-build starts swiftc
    in process groups of their own, so the tree is found by parent links, not by group."""
    children, rss = {}, {}
    for entry in os.listdir('/proc'):
        if not entry.isdigit():
            continue
        try:
            with open(f'/proc/{entry}/stat') as f:
                fields = f.read().rsplit(')', 1)[1].split()
            children.setdefault(int(fields[1]), []).append(int(entry))
            rss[int(entry)] = int(fields[21]) * resource.getpagesize() // 1024
        except (OSError, IndexError, ValueError):
            continue
    tree, stack = {}, [pid]
    while stack:
        p = stack.pop()
        tree[p] = rss.get(p, 0)
        stack.extend(children.get(p, []))
    return tree


def run(command, log, limit_kb=0, timeout=0, cwd=None):
    """Runs COMMAND (output to LOG); returns (exit status, CPU seconds of the process and its
    descendants, peak memory of the largest one in MB, a note). Stops the group when the whole tree's memory exceeds
    LIMIT_KB or the time TIMEOUT (the machine is shared: a compiler at 11 GB takes it down): stops the whole tree."""
    with open(log, 'wb') as out:
        process = subprocess.Popen(command, stdout=out, stderr=subprocess.STDOUT, cwd=cwd, start_new_session=True)
        note, start, done, seen_kb = '', time.monotonic(), threading.Event(), 0

        def watch():
            # Never process.poll() here: it can reap the child before the os.wait4 below, which then fails with
            # ChildProcessError (seen on a loaded machine). The main thread alone waits; `done` ends the watch.
            nonlocal note, seen_kb
            while not done.is_set():
                tree = process_tree(process.pid)
                seen_kb = max([seen_kb] + list(tree.values()))
                if limit_kb and sum(tree.values()) > limit_kb:
                    note = f'stopped: over {limit_kb / 1048576:g} GB of memory'
                elif timeout and time.monotonic() - start > timeout:
                    note = f'stopped: over {timeout} s'
                if note:
                    for pid in tree:
                        try:
                            os.kill(pid, signal.SIGKILL)
                        except OSError:
                            pass
                    return
                time.sleep(0.5)
        watcher = threading.Thread(target=watch, daemon=True)
        watcher.start()
        _, status, usage = os.wait4(process.pid, 0)
        done.set()
        process.returncode = os.waitstatus_to_exitcode(status)
        watcher.join()
    # A stopped tree's compiler is never waited for, so its memory is not in the usage: the largest process seen.
    return process.returncode, usage.ru_utime + usage.ru_stime, max(usage.ru_maxrss, seen_kb) // 1024, note


@contextlib.contextmanager
def scratch(prefix, keep):
    """A temporary folder with a logs/ folder, removed afterwards unless KEEP."""
    work = tempfile.mkdtemp(prefix=prefix)
    os.makedirs(os.path.join(work, 'logs'))
    try:
        yield work
    finally:
        if keep:
            print(f'kept {work}', file=sys.stderr)
        else:
            shutil.rmtree(work, ignore_errors=True)


def contract_gen(work, build_flags):
    """Builds this checkout's contract-gen (debug) and returns its path."""
    say('building contract-gen')
    log = os.path.join(work, 'logs', 'contract-gen.log')
    if run(['swift', 'build', '--package-path', ROOT, '--product', 'contract-gen'] + build_flags, log)[0] != 0:
        sys.exit(open(log, errors='replace').read()[-3000:])
    bin_path = subprocess.run(['swift', 'build', '--package-path', ROOT, '--show-bin-path'], capture_output=True,
                              text=True, check=True).stdout.strip()
    return os.path.join(bin_path, 'contract-gen')


def consumer_package(folder, name, work, targets):
    """Package.swift of a throwaway consumer package of this checkout (linked as work/swift-data-contracts, since
    SwiftPM names a path dependency after its folder) with TARGETS (Swift lines; `runtime` is ContractRuntime)."""
    link = os.path.join(work, 'swift-data-contracts')
    if not os.path.islink(link):
        os.symlink(ROOT, link)
    with open(os.path.join(folder, 'Package.swift'), 'w') as f:
        f.write(f'''// swift-tools-version:6.0
import PackageDescription
let runtime: Target.Dependency = .product(name: "ContractRuntime", package: "swift-data-contracts")
let package = Package(
    name: "{name}",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    dependencies: [.package(path: "{link}")],
    targets: [
{targets}    ],
    swiftLanguageModes: [.v6]
)
''')


def entry_of(name):
    with open(os.path.join(DOCS, name, 'SOURCE.md')) as f:
        found = re.search(r'^- Entry document: `([^`]*)`', f.read(), re.M)
    if not found:
        sys.exit(f'{name}/SOURCE.md names no entry document')
    return found.group(1)


def size_only(name):
    """A document whose SOURCE.md says `- Use: size only` (TMDb's: kept back as an unseen check of decoding) is
    generated and compiled for the size figures, never part of --all, and its examples are never decoded."""
    with open(os.path.join(DOCS, name, 'SOURCE.md')) as f:
        return re.search(r'^- Use: size only$', f.read(), re.M) is not None


def stage(name, work):
    """Copies the document's folder to work/in/NAME with the entry renamed *.openapi.EXT (how contract-gen finds it)."""
    folder = os.path.join(work, 'in', name)
    shutil.copytree(os.path.join(DOCS, name), folder, ignore=shutil.ignore_patterns('SOURCE.md'))
    entry = entry_of(name)
    stem, ext = os.path.splitext(entry)
    renamed = f'{stem}.openapi{ext}'
    os.rename(os.path.join(folder, entry), os.path.join(folder, renamed))
    return folder, renamed


def version_of(path):
    """The `openapi` field of an entry document (JSON or YAML), found without parsing the document."""
    with open(path, 'rb') as f:
        found = re.search(rb'(?:^|[{,\s])"?openapi"?\s*:\s*["\']?([0-9][0-9.]*)', f.read(), re.M)
    return found.group(1).decode() if found else '?'


# --- Examples --------------------------------------------------------------------------------------------------------

class Examples:
    """Every `example`/`examples` of a schema or media type reachable from the entry document (following $refs between
    files), with the URI of its schema as the generator names it (file:///RELATIVE-PATH#POINTER)."""
    SUB_MAPS = ('properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas')
    SUB_ONE = ('additionalProperties', 'items', 'not', 'if', 'then', 'else', 'contains', 'propertyNames',
               'unevaluatedProperties', 'unevaluatedItems', 'additionalItems')
    SUB_LIST = ('allOf', 'anyOf', 'oneOf', 'prefixItems', 'items')

    def __init__(self, folder, entry):
        import yaml
        self.yaml, self.folder, self.files, self.seen, self.found = yaml, folder, {}, set(), []
        self.document(entry)

    def load(self, rel):
        if rel not in self.files:
            with open(os.path.join(self.folder, rel), 'rb') as f:
                text = f.read()
            loader = getattr(self.yaml, 'CSafeLoader', self.yaml.SafeLoader)
            self.files[rel] = json.loads(text) if rel.endswith('.json') else self.yaml.load(text, Loader=loader)
        return self.files[rel]

    def at(self, rel, pointer):
        node = self.load(rel)
        for part in [p for p in pointer.split('/') if p]:
            part = urllib.parse.unquote(part).replace('~1', '/').replace('~0', '~')
            node = node[int(part)] if isinstance(node, list) else node[part]
        return node

    def ref(self, rel, ref):
        file, _, pointer = ref.partition('#')
        if file:
            rel = os.path.normpath(os.path.join(os.path.dirname(rel), urllib.parse.unquote(file)))
        return rel, pointer

    @staticmethod
    def uri(rel, pointer):
        return 'file:///' + rel + ('#' + pointer if pointer else '')

    def follow(self, rel, pointer, node):
        """Resolves a chain of $refs (other files too); None when one cannot be read."""
        for _ in range(32):
            if not (isinstance(node, dict) and isinstance(node.get('$ref'), str)):
                return rel, pointer, node
            rel, pointer = self.ref(rel, node['$ref'])
            try:
                node = self.at(rel, pointer)
            except (OSError, KeyError, IndexError, ValueError, TypeError):
                return None
        return None

    def document(self, rel):
        root = self.load(rel)
        components = root.get('components') or {}
        target = self.follow(rel, '/components', components)
        if target:
            crel, cptr, components = target
            for kind in ('schemas', 'responses', 'requestBodies', 'parameters', 'headers'):
                found = self.follow(crel, f'{cptr}/{kind}', (components or {}).get(kind) or {})
                if not found or not isinstance(found[2], dict):
                    continue
                krel, kptr, items = found
                for key, item in items.items():
                    where = f'{kptr}/{self.escape(key)}'
                    if kind == 'schemas':
                        self.schema(krel, where, item)
                    else:
                        self.holder(krel, where, item)
        for route, item in (root.get('paths') or {}).items():
            found = self.follow(rel, f'/paths/{self.escape(route)}', item)
            if not found or not isinstance(found[2], dict):
                continue
            prel, pptr, item = found
            for method, operation in item.items():
                if method == 'parameters':
                    for n, p in enumerate(operation or []):
                        self.holder(prel, f'{pptr}/parameters/{n}', p)
                elif isinstance(operation, dict):
                    found = self.follow(prel, f'{pptr}/{method}', operation)  # DigitalOcean $refs whole operations
                    if not found or not isinstance(found[2], dict):
                        continue
                    orel, optr, operation = found
                    for n, p in enumerate(operation.get('parameters') or []):
                        self.holder(orel, f'{optr}/parameters/{n}', p)
                    if 'requestBody' in operation:
                        self.holder(orel, f'{optr}/requestBody', operation['requestBody'])
                    for status, response in (operation.get('responses') or {}).items():
                        self.holder(orel, f'{optr}/responses/{self.escape(str(status))}', response)

    @staticmethod
    def escape(key):
        return str(key).replace('~', '~0').replace('/', '~1')

    def holder(self, rel, pointer, node):
        """A parameter, header, request body or response: its schema and its media types."""
        found = self.follow(rel, pointer, node)
        if not found or not isinstance(found[2], dict):
            return
        rel, pointer, node = found
        if (rel, pointer, 'holder') in self.seen:
            return
        self.seen.add((rel, pointer, 'holder'))
        if 'schema' in node:
            self.schema(rel, f'{pointer}/schema', node['schema'])
        for name, header in (node.get('headers') or {}).items():
            self.holder(rel, f'{pointer}/headers/{self.escape(name)}', header)
        for media, content in (node.get('content') or {}).items():
            mptr = f'{pointer}/content/{self.escape(media)}'
            if not isinstance(content, dict) or 'schema' not in content:
                continue
            self.schema(rel, f'{mptr}/schema', content['schema'])
            if not (media.split(';')[0].strip().endswith('json') or media == '*/*'):
                continue
            target = self.follow(rel, f'{mptr}/schema', content['schema'])
            if not target:
                continue
            uri = self.uri(target[0], target[1])
            if 'example' in content:
                self.found.append((uri, content['example'], f'{self.uri(rel, mptr)} example'))
            for key, example in (content.get('examples') or {}).items():
                resolved = self.follow(rel, f'{mptr}/examples/{self.escape(key)}', example)
                if resolved and isinstance(resolved[2], dict) and 'value' in resolved[2]:
                    self.found.append((uri, resolved[2]['value'], f'{self.uri(rel, mptr)} examples/{key}'))

    def schema(self, rel, pointer, node):
        found = self.follow(rel, pointer, node)
        if not found or not isinstance(found[2], dict):
            return
        rel, pointer, node = found
        if (rel, pointer) in self.seen:
            return
        self.seen.add((rel, pointer))
        uri = self.uri(rel, pointer)
        if 'example' in node:
            self.found.append((uri, node['example'], f'{uri} example'))
        if isinstance(node.get('examples'), list):
            for n, value in enumerate(node['examples']):
                self.found.append((uri, value, f'{uri} examples/{n}'))
        for key in self.SUB_MAPS:
            if isinstance(node.get(key), dict):
                for name, sub in node[key].items():
                    self.schema(rel, f'{pointer}/{key}/{self.escape(name)}', sub)
        for key in self.SUB_ONE:
            if isinstance(node.get(key), dict):
                self.schema(rel, f'{pointer}/{key}', node[key])
        for key in self.SUB_LIST:
            if isinstance(node.get(key), list):
                for n, sub in enumerate(node[key]):
                    self.schema(rel, f'{pointer}/{key}/{n}', sub)


def write_examples(name, examples, work):
    """Writes each example to work/examples/NAME/NNN.json and the list (label, schema URI, file) the checker reads."""
    found = examples.found
    out = os.path.join(work, 'examples', name)
    os.makedirs(out, exist_ok=True)
    with open(os.path.join(out, 'list.tsv'), 'w') as listing:
        for n, (uri, value, label) in enumerate(found):
            path = os.path.join(out, f'{n:05d}.json')
            with open(path, 'w') as f:
                json.dump(value, f, ensure_ascii=False, default=str)  # YAML dates become strings, as JSON has no dates
            listing.write(f'{label.replace(chr(9), " ")}\t{uri}\t{path}\n')
    return os.path.join(out, 'list.tsv'), len(found)


# --- Our side -------------------------------------------------------------------------------------------------------

def package_manifest(work, modules, checks):
    targets = '        .target(name: "Warm", dependencies: [runtime]),\n'
    targets += ''.join(f'        .target(name: "{m}", dependencies: [runtime]),\n' for m in modules)
    targets += ''.join(f'        .executableTarget(name: "Check{m}", dependencies: [runtime, "{m}"]),\n' for m in checks)
    consumer_package(os.path.join(work, 'ours'), 'RealWorldOpenAPI', work, targets)


def diagnostics(log, folder):
    """Compiler diagnostics in files under FOLDER (each file:line:col once)."""
    found = {'warning': set(), 'error': set()}
    pattern = re.compile(r'^(' + re.escape(folder) + r'/\S+\.swift:\d+:\d+): (warning|error): (.*)$')
    with open(log, errors='replace') as f:
        for line in f:
            m = pattern.match(line.rstrip('\n'))
            if m:
                found[m.group(2)].add(f'{m.group(1)[len(folder) + 1:]}: {m.group(2)}: {m.group(3)}')
    return sorted(found['error']), sorted(found['warning'])


def ours(names, args, work, gen, build_flags):
    pkg = os.path.join(work, 'ours')
    os.makedirs(os.path.join(pkg, 'Sources', 'Warm'))
    with open(os.path.join(pkg, 'Sources', 'Warm', 'Warm.swift'), 'w') as f:
        f.write('import ContractRuntime\n')
    rows, modules = {}, []
    for name in names:
        module, row = module_of(name), {'name': name, 'problems': []}
        rows[name] = row
        folder, entry = stage(name, work)
        row['check_examples'] = not (args.size or size_only(name))
        examples = Examples(folder, entry) if row['check_examples'] else None
        row['version'] = version_of(os.path.join(folder, entry))
        row['format'] = 'JSON' if entry.endswith('.json') else 'YAML'
        row['files'] = sum(len(files) for _, _, files in os.walk(folder))
        row['bytes'] = sum(os.path.getsize(os.path.join(d, f)) for d, _, files in os.walk(folder) for f in files)
        out = os.path.join(pkg, 'Sources', module)
        log = os.path.join(work, 'logs', f'gen-{name}.log')
        say(f'{name}: generating')
        status, cpu, mem, note = run([gen, '--input', folder, '--output', out, '--module', module, '--quiet'], log,
                                     args.limit_kb, args.timeout)
        row['gen_cpu'], row['gen_mem'] = cpu, mem
        with open(log, errors='replace') as f:
            text = f.read()
        row['gen_warnings'] = len(re.findall(r':\d+:\d+: warning: ', text))
        if status != 0:
            row['generated'] = False
            first = [l for l in text.splitlines() if 'error' in l][:3] or text.splitlines()[:3]
            row['problems'].append('generation failed (exit %d%s): %s' % (status, ', ' + note if note else '', ' / '.join(first)))
            shutil.rmtree(out, ignore_errors=True)
            continue
        row['generated'] = True
        row['file_lines'] = {f: sum(1 for _ in open(os.path.join(out, f), errors='replace')) for f in sorted(os.listdir(out))}
        row['lines'] = sum(row['file_lines'].values())
        row['examples_list'], row['examples'] = write_examples(name, examples, work) if examples else ('', 0)
        modules.append(module)
    package_manifest(work, modules, [])
    say('building the runtime (not measured)')
    status, _, _, _ = run(['swift', 'build', '--package-path', pkg, '--target', 'Warm'] + build_flags,
                          os.path.join(work, 'logs', 'warm.log'))
    if status != 0:
        sys.exit('the runtime does not build: see ' + os.path.join(work, 'logs', 'warm.log'))
    compiled = []
    for name in names:
        row, module = rows[name], module_of(name)
        if not row['generated']:
            continue
        say(f'{name}: compiling {row["lines"]} generated lines')
        log = os.path.join(work, 'logs', f'build-{name}.log')
        status, cpu, mem, note = run(['swift', 'build', '--package-path', pkg, '--target', module] + build_flags, log,
                                     args.limit_kb, args.timeout)
        errors, warnings = diagnostics(log, os.path.join(pkg, 'Sources', module))
        row.update(compile_cpu=cpu, compile_mem=mem, compiled=status == 0, warnings=len(warnings), errors=len(errors))
        say(f'{name}: compile exit {status}{" (" + note + ")" if note else ""}, {cpu:.1f} CPU s, peak {mem} MB, '
            f'{len(warnings)} warnings, {len(errors)} errors')  # as it goes: the large documents take long
        if status != 0:
            first = errors[:3] or [l for l in open(log, errors='replace').read().splitlines() if 'error' in l][:3]
            row['problems'].append(f'does not compile (exit {status}{", " + note if note else ""}; {len(errors)} errors): '
                                   + ' / '.join(first))
        elif warnings:
            row['problems'].append(f'{len(warnings)} compiler warnings: ' + ' / '.join(warnings[:3]))
        if status == 0 and row['check_examples']:
            compiled.append(module)
    # The examples: one checker executable per compiled document.
    for module in compiled:
        os.makedirs(os.path.join(pkg, 'Sources', 'Check' + module))
        shutil.copy(os.path.join(ROOT, '.ci', 'realworld', 'ExampleCheck.swift'), os.path.join(pkg, 'Sources', 'Check' + module))
        with open(os.path.join(pkg, 'Sources', 'Check' + module, 'main.swift'), 'w') as f:
            f.write(f'import Foundation\nimport {module}\n\nexit(runExamples({module}.ContractTypes.bySchemaURI))\n')
    package_manifest(work, modules, compiled)
    for name in names:
        row, module = rows[name], module_of(name)
        if module not in compiled:
            continue
        log = os.path.join(work, 'logs', f'check-{name}.log')
        say(f'{name}: checking {row["examples"]} examples')
        status, _, _, note = run(['swift', 'build', '--package-path', pkg, '--product', 'Check' + module] + build_flags, log,
                                 args.limit_kb, args.timeout)
        if status != 0:
            row['problems'].append('the examples checker does not build: ' + ' / '.join(diagnostics(log, pkg)[0][:2]))
            continue
        binary = subprocess.run(['swift', 'build', '--package-path', pkg, '--show-bin-path'] + build_flags,
                                capture_output=True, text=True).stdout.strip()
        status, _, _, note = run([os.path.join(binary, 'Check' + module), row['examples_list']], log, args.limit_kb, args.timeout)
        tally(row, log, status, note)
        say(f'{name}: examples: {row["checked"] - row["notype"] - row["malformed"]} typed of {row["examples"]}, '
            f'{row["agree"]} agree, {row["lossless"]}/{row["valid"]} valid ones lossless')
    return rows


def tally(row, log, status, note):
    """Reads the checker's lines into the row: examples typed, verdicts agreeing, valid ones, lossless ones."""
    counts = dict(checked=0, notype=0, agree=0, valid=0, lossless=0, malformed=0)
    shown = []
    with open(log, errors='replace') as f:
        for line in f:
            fields = line.rstrip('\n').split('\t')
            if len(fields) != 3:
                continue
            label, verdict, detail = fields
            counts['checked'] += 1
            words = verdict.split()
            if verdict == 'notype' or verdict == 'malformed':
                counts[verdict] += 1
                continue
            counts['agree'] += 'agrees' in words
            counts['valid'] += 'valid' in words
            counts['lossless'] += 'lossless' in words
            if 'disagrees' in words or 'lossy' in words:
                shown.append(f'{label}: {verdict}: {detail}')
    row.update(counts)
    if status != 0 or counts['checked'] < row['examples']:
        row['problems'].append(f'the examples checker stopped after {counts["checked"]} of {row["examples"]} examples '
                               f'(exit {status}{", " + note if note else ""}): '
                               + ' / '.join(open(log, errors='replace').read().splitlines()[-3:]))
    if shown:
        row['problems'].append(f'{len(shown)} examples disagree or lose data, first: ' + ' || '.join(s[:300] for s in shown[:3]))


# --- swift-openapi-generator's side (--sog) ---------------------------------------------------------------------------

def sog(names, args, work, build_flags):
    """Each document through SOG 1.14.3's plugin (types + client, public), one target each, in a throwaway package
    (resolved from the GitHub URLs, here a local mirror; nothing of SOG enters the repository)."""
    pkg = os.path.join(work, 'sog')
    def add(module, name):
        target = os.path.join(pkg, 'Sources', module)
        shutil.copytree(os.path.join(work, 'in', name), target)
        entry = entry_of(name)
        stem, ext = os.path.splitext(entry)
        os.rename(os.path.join(target, f'{stem}.openapi{ext}'), os.path.join(target, os.path.dirname(entry), 'openapi' + ext))
        with open(os.path.join(target, 'openapi-generator-config.yaml'), 'w') as f:
            f.write('generate:\n  - types\n  - client\naccessModifier: public\n')
        with open(os.path.join(target, module + '.swift'), 'w') as f:
            f.write('// The code of this target is generated from the OpenAPI document beside this file.\n')
    modules = ['Warm'] + [module_of(n) for n in names]
    os.makedirs(pkg)
    with open(os.path.join(pkg, 'Package.swift'), 'w') as f:
        f.write('''// swift-tools-version:6.0
import PackageDescription
let package = Package(
    name: "SOGSide",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    dependencies: [
        .package(url: "https://github.com/apple/swift-openapi-generator", exact: "1.14.3"),
        .package(url: "https://github.com/apple/swift-openapi-runtime", exact: "1.13.4"),
        .package(url: "https://github.com/apple/swift-openapi-urlsession", exact: "1.4.0"),
    ],
    targets: %s.map {
        .target(name: $0, dependencies: [.product(name: "OpenAPIRuntime", package: "swift-openapi-runtime"),
                                         .product(name: "OpenAPIURLSession", package: "swift-openapi-urlsession")],
                plugins: [.plugin(name: "OpenAPIGenerator", package: "swift-openapi-generator")])
    }
)
''' % json.dumps(modules))
    if not os.path.exists(os.path.join(work, 'in', 'petstore')):
        stage('petstore', work)
    add('Warm', 'petstore')  # builds SOG's tool and runtime before the measured builds
    for name in names:
        if os.path.exists(os.path.join(work, 'in', name)):
            add(module_of(name), name)
    say('SOG: resolving and building its tool and runtime (not measured)')
    status, _, _, _ = run(['swift', 'build', '--package-path', pkg, '--target', 'Warm'] + build_flags,
                          os.path.join(work, 'logs', 'sog-warm.log'))
    if status != 0:
        say('SOG does not build here: see ' + os.path.join(work, 'logs', 'sog-warm.log'))
        return {}
    rows = {}
    for name in names:
        module, row = module_of(name), {}
        rows[name] = row
        say(f'SOG: {name}')
        log = os.path.join(work, 'logs', f'sog-{name}.log')
        status, cpu, mem, note = run(['swift', 'build', '--package-path', pkg, '--target', module] + build_flags, log,
                                     args.limit_kb, args.timeout)
        outputs = [os.path.join(d, f) for d, _, files in os.walk(os.path.join(pkg, '.build', 'plugins', 'outputs'))
                   for f in files if f.endswith('.swift') and f'/{module}/destination/' in os.path.join(d, f)]
        row['lines'] = sum(sum(1 for _ in open(p, errors='replace')) for p in outputs)
        row.update(cpu=cpu, mem=mem, compiled=status == 0)
        text = open(log, errors='replace').read()
        row['warnings'] = len({m for m in re.findall(r'^(/\S+/plugins/outputs/\S+\.swift:\d+:\d+): warning:', text, re.M)})
        if status != 0:
            first = [l for l in text.splitlines() if 'error' in l][:2]
            row['problem'] = f'exit {status}{", " + note if note else ""}: ' + ' / '.join(l[-200:] for l in first)
    return rows


# --- Report ---------------------------------------------------------------------------------------------------------

def passed(row):
    return (row.get('generated') and row.get('compiled') and row.get('warnings') == 0 and not row['problems'])


def report(names, rows, sog_rows):
    print('\nPer document: generated lines; compile of the generated target (swift build -j 1 --target, the runtime built '
          'before): CPU seconds (user + sys of all processes) and peak memory of the largest process; compiler warnings; '
          'examples embedded (schema and media-type example/examples): with a generated type, verdicts agreeing with the '
          'validator on every path, and valid ones re-encoded losslessly.\n')
    head = '%-13s %-5s %-4s %5s %6s %6s %8s %8s %8s %4s %13s %7s %9s  %s' % (
        'document', 'OAS', 'fmt', 'files', 'MB', 'gen s', 'lines', 'CPU s', 'peak MB', 'warn', 'typed/examples', 'agree',
        'lossless', 'verdict')
    if sog_rows:
        head += '   | SOG: %8s %8s %8s %4s' % ('lines', 'CPU s', 'peak MB', 'warn')
    print(head)
    print('-' * len(head))
    for name in names:
        r = rows[name]
        typed = r.get('checked', 0) - r.get('notype', 0) - r.get('malformed', 0)
        line = '%-13s %-5s %-4s %5d %6.1f %6.1f %8s %8s %8s %4s %13s %7s %9s  %s' % (
            name, r['version'], r['format'], r['files'], r['bytes'] / 1e6, r.get('gen_cpu', 0), r.get('lines', '-'),
            '%.1f' % r['compile_cpu'] if 'compile_cpu' in r else '-', r.get('compile_mem', '-'), r.get('warnings', '-'),
            '%d/%d' % (typed, r.get('examples', 0)), '%d/%d' % (r.get('agree', 0), typed) if 'checked' in r else '-',
            '%d/%d' % (r.get('lossless', 0), r.get('valid', 0)) if 'checked' in r else '-', 'OK' if passed(r) else 'FAIL')
        if sog_rows:
            s = sog_rows.get(name, {})
            line += '   |      %8s %8s %8s %4s%s' % (s.get('lines', '-'), '%.1f' % s['cpu'] if 'cpu' in s else '-',
                                                  s.get('mem', '-'), s.get('warnings', '-'),
                                                  '' if s.get('compiled') else '  (does not build)')
        print(line, flush=True)
    failures = [(n, p) for n in names for p in rows[n]['problems']]
    if failures:
        print('\nProblems:')
        for name, problem in failures:
            print(f'  {name}: {problem[:900]}')
    if sog_rows:
        notes = [(n, s['problem']) for n, s in sog_rows.items() if 'problem' in s]
        if notes:
            print('\nSOG did not build:')
            for name, problem in notes:
                print(f'  {name}: {problem[:400]}')
    if sog_rows:
        ratios(names, rows, sog_rows)
    ok = sum(1 for n in names if passed(rows[n]))
    if any(rows[n].get('check_examples') for n in names):
        print(f'\ntotal: {ok}/{len(names)} documents generate, compile warning-free and decode their examples as the '
              'validator judges them, losslessly')
    else:  # --size, or documents kept for size only
        print(f'\ntotal: {ok}/{len(names)} documents generate and compile warning-free (examples not decoded)')
    return ok == len(names)


def ratios(names, rows, sog_rows):
    """Issue 41's size targets side by side: ours over SOG's for generated lines, compile CPU and peak compiler
    memory, then where our lines go (per generated file)."""
    print('\nSide by side with swift-openapi-generator (ours / SOG; targets on TMDb: lines <= 1, CPU <= 0.5, peak <= 2 GB):')
    head = '%-13s %9s %9s %6s  %8s %8s %6s  %8s %8s %6s' % ('document', 'lines', 'SOG', 'ratio', 'CPU s', 'SOG', 'ratio',
                                                            'peak MB', 'SOG', 'ratio')
    print(head)
    print('-' * len(head))
    def cell(mine, theirs, form):
        if mine is None or not theirs:
            return '%8s %8s %6s' % (form % mine if mine is not None else '-', form % theirs if theirs else '-', '-')
        return '%8s %8s %6.2f' % (form % mine, form % theirs, mine / theirs)
    for name in names:
        r, s = rows[name], sog_rows.get(name, {})
        built = r.get('compiled') and s.get('compiled')
        print('%-13s %s  %s  %s' % (name, cell(r.get('lines'), s.get('lines'), '%d'),
                                    cell(r.get('compile_cpu'), s.get('cpu') if built else None, '%.1f'),
                                    cell(r.get('compile_mem'), s.get('mem') if built else None, '%d')))
    for name in names:
        if rows[name].get('file_lines'):
            print(f'\n{name}: generated lines per file: ' +
                  ', '.join(f'{f} {n}' for f, n in rows[name]['file_lines'].items()))


def main():
    global DOCS
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument('--all', action='store_true', help='every document (default: the CI subset %s)' % ', '.join(CI_SUBSET))
    parser.add_argument('--only', help='comma-separated document names')
    parser.add_argument('--sog', action='store_true', help='swift-openapi-generator 1.14.3 beside ours')
    parser.add_argument('--size', action='store_true',
                        help='size figures only: generate and compile beside SOG (implies --sog), decode no examples')
    parser.add_argument('--docs', default=DOCS, help='the folder of documents, each in NAME/ with a SOURCE.md naming '
                        'its "Entry document:" (default: %(default)s)')
    parser.add_argument('--keep', action='store_true', help='keep the temporary folder')
    parser.add_argument('--memory-gb', type=float, default=8, help='stop a step whose processes exceed this (default 8)')
    parser.add_argument('--timeout', type=int, default=3600, help='stop a step after this many seconds (default 3600)')
    args = parser.parse_args()
    args.limit_kb = int(args.memory_gb * 1048576)
    DOCS = os.path.abspath(args.docs)
    if not os.path.isdir(DOCS):
        sys.exit(f'no such folder: {DOCS}')
    available = sorted(d for d in os.listdir(DOCS) if os.path.isfile(os.path.join(DOCS, d, 'SOURCE.md')))
    args.sog = args.sog or args.size
    every = [n for n in available if not size_only(n)]
    names = args.only.split(',') if args.only else every if args.all else CI_SUBSET
    unknown = [n for n in names if n not in available]
    if unknown:
        sys.exit('no such document: ' + ', '.join(unknown) + ' (have: ' + ', '.join(available) + ')')
    build_flags = ['-j', os.environ.get('JOBS', '1')]
    with scratch('realworld-openapi.', args.keep) as work:
        rows = ours(names, args, work, contract_gen(work, build_flags), build_flags)
        sog_rows = sog(names, args, work, build_flags) if args.sog else {}
        return 0 if report(names, rows, sog_rows) else 1


if __name__ == '__main__':
    sys.exit(main())
