// The readiness calls declared in CContractPoll.h (see there for why this is C).
#include "CContractPoll.h"

#include <errno.h>

#if defined(__linux__)
#include <sys/epoll.h>
#include <sys/eventfd.h>
#include <unistd.h>

int contract_poll_create(void) { return epoll_create1(EPOLL_CLOEXEC); }

int contract_wakeup_create(void) { return eventfd(0, EFD_NONBLOCK | EFD_CLOEXEC); }

int contract_wakeup_signal(int wakeup) {
    unsigned long long one = 1;
    return write(wakeup, &one, sizeof one) == sizeof one ? 0 : -1;
}

void contract_wakeup_drain(int wakeup) {
    unsigned long long value;
    while (read(wakeup, &value, sizeof value) == sizeof value) {
    }
}

int contract_poll_add(int poll, int fd, int writable, int persistent, unsigned long long token) {
    struct epoll_event event;
    event.events = (writable ? EPOLLOUT : EPOLLIN) | (persistent ? 0 : EPOLLONESHOT);
    event.data.u64 = token;
    return epoll_ctl(poll, EPOLL_CTL_ADD, fd, &event);
}

int contract_poll_remove(int poll, int fd) {
    struct epoll_event unused = {0};
    return epoll_ctl(poll, EPOLL_CTL_DEL, fd, &unused);
}

int contract_poll_wait(int poll, unsigned long long *tokens, int capacity, int timeout) {
    struct epoll_event events[256];
    if (capacity > 256) capacity = 256;
    int count = epoll_wait(poll, events, capacity, timeout);
    if (count < 0) return errno == EINTR ? 0 : -1;
    for (int index = 0; index < count; index++) tokens[index] = events[index].data.u64;
    return count;
}

#else

int contract_poll_create(void) { errno = ENOSYS; return -1; }
int contract_wakeup_create(void) { errno = ENOSYS; return -1; }
int contract_wakeup_signal(int wakeup) { (void)wakeup; errno = ENOSYS; return -1; }
void contract_wakeup_drain(int wakeup) { (void)wakeup; }
int contract_poll_add(int poll, int fd, int writable, int persistent, unsigned long long token) {
    (void)poll; (void)fd; (void)writable; (void)persistent; (void)token;
    errno = ENOSYS;
    return -1;
}
int contract_poll_remove(int poll, int fd) { (void)poll; (void)fd; errno = ENOSYS; return -1; }
int contract_poll_wait(int poll, unsigned long long *tokens, int capacity, int timeout) {
    (void)poll; (void)tokens; (void)capacity; (void)timeout;
    errno = ENOSYS;
    return -1;
}

#endif
