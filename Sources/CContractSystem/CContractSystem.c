// The operating-system calls declared in CContractSystem.h (see there for why this is C): thin wrappers over
// POSIX, which retry interrupted reads and writes and report kinds and errors as plain integers.
#if defined(__linux__) && !defined(_GNU_SOURCE)
#define _GNU_SOURCE  // sched_getaffinity and CPU_COUNT
#endif
#include "CContractSystem.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>
#if defined(__linux__)
#include <sched.h>
#endif

/// What a new thread runs: `start(context)`.
struct contract_thread_start {
    void (*start)(void *);
    void *context;
};

static void *contract_thread_main(void *argument) {
    struct contract_thread_start *start = argument;
    start->start(start->context);
    return NULL;
}

/// A detached thread's start, which it frees before running it.
static void *contract_detached_main(void *argument) {
    struct contract_thread_start start = *(struct contract_thread_start *)argument;
    free(argument);
    start.start(start.context);
    return NULL;
}

/// Creates a thread with a `stack_size` stack that runs `main(argument)`, detached or to be joined: 0 or -1.
static int contract_create_thread(unsigned long stack_size, int detached, void *(*main)(void *), void *argument, pthread_t *thread) {
    pthread_attr_t attributes;
    if (pthread_attr_init(&attributes) != 0) return -1;
    int status = pthread_attr_setstacksize(&attributes, (size_t)stack_size);
    if (status == 0 && detached) status = pthread_attr_setdetachstate(&attributes, PTHREAD_CREATE_DETACHED);
    if (status == 0) status = pthread_create(thread, &attributes, main, argument);
    pthread_attr_destroy(&attributes);
    return status == 0 ? 0 : -1;
}

int contract_run_on_thread(unsigned long stack_size, void (*start)(void *context), void *context) {
    struct contract_thread_start argument = {start, context};
    pthread_t thread;
    if (contract_create_thread(stack_size, 0, contract_thread_main, &argument, &thread) != 0) return -1;
    pthread_join(thread, NULL);
    return 0;
}

int contract_start_thread(unsigned long stack_size, void (*start)(void *context), void *context) {
    struct contract_thread_start *argument = malloc(sizeof *argument);
    if (argument == NULL) return -1;
    argument->start = start;
    argument->context = context;
    pthread_t thread;
    if (contract_create_thread(stack_size, 1, contract_detached_main, argument, &thread) != 0) {
        free(argument);
        return -1;
    }
    return 0;
}

struct contract_monitor {
    pthread_mutex_t mutex;
    pthread_cond_t condition;
};

contract_monitor *contract_monitor_create(void) {
    contract_monitor *monitor = malloc(sizeof *monitor);
    if (monitor == NULL || pthread_mutex_init(&monitor->mutex, NULL) != 0 || pthread_cond_init(&monitor->condition, NULL) != 0) abort();
    return monitor;
}

void contract_monitor_destroy(contract_monitor *monitor) {
    pthread_cond_destroy(&monitor->condition);
    pthread_mutex_destroy(&monitor->mutex);
    free(monitor);
}

void contract_monitor_lock(contract_monitor *monitor) { pthread_mutex_lock(&monitor->mutex); }
void contract_monitor_unlock(contract_monitor *monitor) { pthread_mutex_unlock(&monitor->mutex); }
void contract_monitor_wait(contract_monitor *monitor) { pthread_cond_wait(&monitor->condition, &monitor->mutex); }
void contract_monitor_signal(contract_monitor *monitor) { pthread_cond_signal(&monitor->condition); }
void contract_monitor_broadcast(contract_monitor *monitor) { pthread_cond_broadcast(&monitor->condition); }

static ContractPathKind contract_kind(mode_t mode) {
    switch (mode & S_IFMT) {
    case S_IFREG: return ContractPathKindRegularFile;
    case S_IFDIR: return ContractPathKindDirectory;
    default: return ContractPathKindOther;
    }
}

ContractPathKind contract_path_kind(const char *path, _Bool follow_links) {
    struct stat status;
    int result = follow_links ? stat(path, &status) : lstat(path, &status);
    return result == 0 ? contract_kind(status.st_mode) : ContractPathKindMissing;
}

ContractPathDetail contract_path_detail(const char *path, long long *size) {
    struct stat status;
    if (stat(path, &status) != 0) {
        if (errno == ELOOP) return ContractPathDetailLinkLoop;
        return lstat(path, &status) == 0 ? ContractPathDetailBrokenLink : ContractPathDetailMissing;
    }
    *size = (long long)status.st_size;
    switch (status.st_mode & S_IFMT) {
    case S_IFREG: return ContractPathDetailRegularFile;
    case S_IFDIR: return ContractPathDetailDirectory;
    case S_IFIFO: return ContractPathDetailFIFO;
    case S_IFSOCK: return ContractPathDetailSocket;
    case S_IFCHR: case S_IFBLK: return ContractPathDetailDevice;
    default: return ContractPathDetailOther;
    }
}

int contract_is_readable(const char *path) { return access(path, R_OK) == 0; }

int contract_open_regular_file(const char *path, long long *size) {
    int descriptor = open(path, O_RDONLY | O_NONBLOCK);
    if (descriptor < 0) return -1;
    struct stat status;
    if (fstat(descriptor, &status) != 0 || contract_kind(status.st_mode) != ContractPathKindRegularFile) {
        close(descriptor);
        return -1;
    }
    *size = (long long)status.st_size;
    return descriptor;
}

long contract_read(int descriptor, void *buffer, unsigned long count) {
    for (;;) {
        ssize_t result = read(descriptor, buffer, (size_t)count);
        if (result >= 0 || errno != EINTR) return (long)result;
    }
}

int contract_create_file(const char *path) { return open(path, O_WRONLY | O_CREAT | O_TRUNC, 0644); }

long contract_write(int descriptor, const void *bytes, unsigned long count) {
    for (;;) {
        ssize_t result = write(descriptor, bytes, (size_t)count);
        if (result >= 0 || errno != EINTR) return (long)result;
    }
}

int contract_close(int descriptor) { return close(descriptor); }

void *contract_open_directory(const char *path) { return opendir(path); }

const char *contract_next_entry(void *directory) {
    struct dirent *entry = readdir((DIR *)directory);
    return entry ? entry->d_name : NULL;
}

void contract_close_directory(void *directory) { closedir((DIR *)directory); }

int contract_make_directory(const char *path) {
    if (mkdir(path, 0755) == 0) return 0;
    return errno == EEXIST ? 1 : -1;
}

int contract_rename(const char *from, const char *to) { return rename(from, to); }

int contract_remove_file(const char *path) { return unlink(path); }

char *contract_current_directory(void) { return getcwd(NULL, 0); }

char *contract_real_path(const char *path) { return realpath(path, NULL); }

void contract_free(void *pointer) { free(pointer); }

int contract_last_error(void) { return errno; }

const char *contract_error_text(int code) { return strerror(code); }

int contract_process_id(void) { return (int)getpid(); }

double contract_wall_clock(void) {
    struct timespec now;
    if (clock_gettime(CLOCK_REALTIME, &now) != 0) return 0;
    return (double)now.tv_sec + (double)now.tv_nsec / 1e9;
}

int contract_utc_fields(long long seconds, int fields[6]) {
    time_t time = (time_t)seconds;
    struct tm calendar;
    if (gmtime_r(&time, &calendar) == NULL) return -1;
    fields[0] = calendar.tm_year + 1900;
    fields[1] = calendar.tm_mon + 1;
    fields[2] = calendar.tm_mday;
    fields[3] = calendar.tm_hour;
    fields[4] = calendar.tm_min;
    fields[5] = calendar.tm_sec;
    return 0;
}

int contract_processor_count(void) {
#if defined(__linux__)
    cpu_set_t set;
    if (sched_getaffinity(0, sizeof set, &set) == 0 && CPU_COUNT(&set) > 0) return CPU_COUNT(&set);
#endif
    long online = sysconf(_SC_NPROCESSORS_ONLN);
    return online > 0 ? (int)online : 1;
}

int contract_host_name(char *buffer, unsigned long size) { return gethostname(buffer, size); }

void contract_exit(int status) { exit(status); }

// What the package keeps per thread, in one slot under one key: the kept tape block, for the tapes of parses that do
// not outlive their thread's next parse (JSONDocument's parseTape), and the scratch stack of the fast path's large
// arrays (see CContractSystem.h). The key's destructor hands a tape block still kept when the thread ends back to
// Swift to free, and frees the scratch stack.
enum { contract_scratch_capacity = 64 * 1024 };

struct contract_thread_block {
    void *block;
    unsigned long capacity;
    contract_block_release release;
    /// The scratch stack, allocated at its first push, and how much of it is pushed.
    unsigned char *scratch;
    unsigned long scratch_top;
};

static pthread_key_t block_key;
static pthread_once_t block_once = PTHREAD_ONCE_INIT;
static int block_key_made;

static void block_destroy(void *value) {
    struct contract_thread_block *slot = value;
    if (slot->block != NULL) slot->release(slot->block);
    free(slot->scratch);
    free(slot);
}

static void block_make_key(void) { block_key_made = pthread_key_create(&block_key, block_destroy) == 0; }

static struct contract_thread_block *block_slot(int create) {
    pthread_once(&block_once, block_make_key);
    if (!block_key_made) return NULL;
    struct contract_thread_block *slot = pthread_getspecific(block_key);
    if (slot == NULL && create) {
        slot = calloc(1, sizeof *slot);
        if (slot != NULL && pthread_setspecific(block_key, slot) != 0) {
            free(slot);
            slot = NULL;
        }
    }
    return slot;
}

void *contract_thread_block_take(unsigned long *capacity) {
    struct contract_thread_block *slot = block_slot(0);
    if (slot == NULL || slot->block == NULL) return NULL;
    void *block = slot->block;
    *capacity = slot->capacity;
    slot->block = NULL;
    return block;
}

_Bool contract_thread_block_keep(void *block, unsigned long capacity, contract_block_release release) {
    struct contract_thread_block *slot = block_slot(1);
    if (slot == NULL || slot->block != NULL) return 0;
    slot->block = block;
    slot->capacity = capacity;
    slot->release = release;
    return 1;
}

void *contract_thread_scratch_push(unsigned long size) {
    struct contract_thread_block *slot = block_slot(1);
    if (slot == NULL) return NULL;
    if (slot->scratch == NULL && (slot->scratch = malloc(contract_scratch_capacity)) == NULL) return NULL;
    unsigned long rounded = (size + 15) & ~15UL;
    if (rounded < size || rounded > contract_scratch_capacity - slot->scratch_top) return NULL;
    void *block = slot->scratch + slot->scratch_top;
    slot->scratch_top += rounded;
    return block;
}

void contract_thread_scratch_pop(void *mark) {
    struct contract_thread_block *slot = block_slot(0);
    slot->scratch_top = (unsigned long)((unsigned char *)mark - slot->scratch);
}
