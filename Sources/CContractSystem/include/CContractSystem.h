#ifndef C_CONTRACT_SYSTEM_H
#define C_CONTRACT_SYSTEM_H

// The few operating-system calls the generator's tool and the JSON layer make (read and write files, list
// folders, resolve paths, run a thread with a large stack, keep one block per thread), declared with C's plain
// types only.
//
// Trade-off: a small C target instead of `import Glibc` / `import Darwin` in Swift. This header includes no
// system header, so importing it gives Swift a module of a few declarations; importing Glibc made the
// compile jobs of every module that did so build and index the whole C library's module on a clean build,
// which every package applying the plugin pays (Foundation, which would give the same calls, costs more
// still). The C file includes the system headers; clang compiles it once. What it costs is this file and
// CContractSystem.c, tested through FileSystem's and LargeStack's tests; POSIX only (Linux and Apple
// platforms, the hosts the tool builds on).

#include "CContractPoll.h"
#include "CContractScan.h"

/// `memcmp`: the compiler's builtin, so nothing of <string.h> is needed and release builds inline it.
static inline int contract_memcmp(const void *left, const void *right, unsigned long count) {
    return __builtin_memcmp(left, right, count);
}

/// Runs `start(context)` on a new thread with a stack of `stack_size` bytes and waits for it to end.
/// Returns 0, or -1 when the system refuses such a thread (then `start` was not called).
int contract_run_on_thread(unsigned long stack_size, void (*start)(void *context), void *context);

/// Starts a detached thread with a `stack_size` stack that runs `start(context)`: 0, or -1 when the system refuses.
int contract_start_thread(unsigned long stack_size, void (*start)(void *context), void *context);

/// A mutex with one condition variable (what NSCondition is), for the checker's worker pool.
typedef struct contract_monitor contract_monitor;
/// A new monitor (the process aborts if memory for one cannot be had, as Swift's allocations do).
contract_monitor *contract_monitor_create(void);
void contract_monitor_destroy(contract_monitor *monitor);
void contract_monitor_lock(contract_monitor *monitor);
void contract_monitor_unlock(contract_monitor *monitor);
/// Unlocks, waits for a signal or broadcast, and locks again (it may also wake spuriously).
void contract_monitor_wait(contract_monitor *monitor);
void contract_monitor_signal(contract_monitor *monitor);
void contract_monitor_broadcast(contract_monitor *monitor);

/// Frees a block kept by `contract_thread_block_keep` (called when its thread ends).
typedef void (*contract_block_release)(void *block);
/// Takes the calling thread's kept block out of its cache: NULL when it keeps none, else the block, with its
/// capacity stored in `capacity`.
void *contract_thread_block_take(unsigned long *capacity);
/// Keeps `block` (of `capacity`, in the caller's unit) for the calling thread's next `take`, unless the thread
/// already keeps one: true when kept. A block still kept when its thread ends is passed to `release`.
_Bool contract_thread_block_keep(void *block, unsigned long capacity, contract_block_release release);

/// A stack of scratch memory per thread (64 KiB, allocated at its first use and freed when the thread ends), for
/// a decoder that builds a large array's elements before it allocates the array (see ArrayScratch.swift).
/// `contract_thread_scratch_push` returns `size` bytes, aligned to 16, above those already pushed on the calling
/// thread; NULL when they do not fit (or memory cannot be had). `contract_thread_scratch_pop` gives back `mark`,
/// a block the calling thread pushed, and every block pushed after it.
void *contract_thread_scratch_push(unsigned long size);
void contract_thread_scratch_pop(void *mark);

/// What a path names.
typedef enum __attribute__((enum_extensibility(closed))) ContractPathKind {
    /// Nothing, or nothing that can be examined.
    ContractPathKindMissing,
    ContractPathKindRegularFile,
    ContractPathKindDirectory,
    /// A FIFO, socket or device; or, when links are not followed, a symbolic link.
    ContractPathKindOther,
} ContractPathKind;

/// What `path` names, with symbolic links followed or not.
ContractPathKind contract_path_kind(const char *path, _Bool follow_links);
/// What a path found by a folder search names, in the detail a message about skipping it needs.
typedef enum __attribute__((enum_extensibility(closed))) ContractPathDetail {
    /// Nothing at all (no entry by that name).
    ContractPathDetailMissing,
    ContractPathDetailRegularFile,
    ContractPathDetailDirectory,
    ContractPathDetailFIFO,
    ContractPathDetailSocket,
    /// A character or block device.
    ContractPathDetailDevice,
    /// Another kind of file that is not regular.
    ContractPathDetailOther,
    /// A symbolic link that leads back to itself.
    ContractPathDetailLinkLoop,
    /// A symbolic link to nothing.
    ContractPathDetailBrokenLink,
} ContractPathDetail;

/// What `path` names, symbolic links followed; for a regular file, its size is stored in `size`.
ContractPathDetail contract_path_detail(const char *path, long long *size);
/// 1 when the process may read the file at `path`, 0 otherwise.
int contract_is_readable(const char *path);

/// Opens the regular file at `path` for reading, without blocking (a FIFO without a writer is refused at
/// once), and stores its size in `size`. Returns a descriptor, or -1 (also when it is not a regular file).
int contract_open_regular_file(const char *path, long long *size);
/// Reads up to `count` bytes, retrying when interrupted: the count read, 0 at the end, -1 on an error.
long contract_read(int descriptor, void *buffer, unsigned long count);
/// Creates or truncates the file at `path` for writing (mode 0644). Returns a descriptor, or -1.
int contract_create_file(const char *path);
/// Writes up to `count` bytes, retrying when interrupted: the count written, or -1 on an error.
long contract_write(int descriptor, const void *bytes, unsigned long count);
/// Closes a descriptor: 0, or -1 on an error.
int contract_close(int descriptor);

/// Opens the folder at `path` for listing; NULL when it cannot be listed.
void *contract_open_directory(const char *path);
/// The name of the folder's next entry (`.` and `..` included), or NULL at the end; valid until the next
/// call with the same folder.
const char *contract_next_entry(void *directory);
/// Ends a listing.
void contract_close_directory(void *directory);

/// Creates the folder `path` (mode 0755): 0, 1 when something already exists there, -1 on another error.
int contract_make_directory(const char *path);
/// Renames `from` to `to`, replacing it: 0, or -1.
int contract_rename(const char *from, const char *to);
/// Removes the file `path`: 0, or -1.
int contract_remove_file(const char *path);

/// The current working folder, allocated (release it with `contract_free`); NULL when unknown.
char *contract_current_directory(void);
/// `path` with symbolic links, `.` and `..` resolved, allocated (release it with `contract_free`); NULL
/// when it does not exist.
char *contract_real_path(const char *path);
/// Releases what `contract_current_directory` and `contract_real_path` returned.
void contract_free(void *pointer);

/// The error code of the last failed call on this thread.
int contract_last_error(void);
/// The system's words for an error code.
const char *contract_error_text(int code);
/// The time of day: seconds since 1970-01-01 00:00 UTC (CLOCK_REALTIME).
double contract_wall_clock(void);
/// The UTC calendar time of `seconds` since 1970 (gmtime_r): year, month (1-12), day, hour, minute, second
/// into `fields`; 0, or -1 when the year does not fit.
int contract_utc_fields(long long seconds, int fields[6]);
/// The processors this process may run on (its CPU affinity where the system has one), at least 1.
int contract_processor_count(void);
/// The process's id.
int contract_process_id(void);
/// gethostname(2): 0, or -1 with errno set. The name may be cut at `size` bytes without a terminating NUL.
int contract_host_name(char *buffer, unsigned long size);
/// Ends the process with `status`.
__attribute__((noreturn)) void contract_exit(int status);

#endif
