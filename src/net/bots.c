/* The server's bots on threads of their own (bots.h). */
#define _GNU_SOURCE /* pipe2 */
#include "bots.h"

#include <fcntl.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <unistd.h>

#include "ai/bot.h"

#define THREADS_MAX 8

typedef struct Job {
    NetBotMove result;
    GameState *state;
    BotLevel level;
    uint64_t seed;
    struct Job *next;
} Job;

/* A queue of jobs, first in first out. */
typedef struct Queue {
    Job *head, *tail;
} Queue;

struct NetBots {
    pthread_t threads[THREADS_MAX];
    int thread_count;
    pthread_mutex_t lock;
    pthread_cond_t wake;
    Queue asked, decided; /* under lock */
    bool quit;            /* under lock */
    atomic_bool cancel;
    int notify[2]; /* a byte written for each decision; the loop polls notify[0] */
};

static void push(Queue *q, Job *job)
{
    job->next = NULL;
    if (q->tail)
        q->tail->next = job;
    else
        q->head = job;
    q->tail = job;
}

static Job *pop(Queue *q)
{
    Job *job = q->head;
    if (job) {
        q->head = job->next;
        if (!q->head)
            q->tail = NULL;
    }
    return job;
}

static void free_job(Job *job)
{
    game_free(job->state);
    free(job);
}

static void *work(void *arg)
{
    NetBots *bots = arg;
    pthread_mutex_lock(&bots->lock);
    for (;;) {
        while (!bots->quit && !bots->asked.head)
            pthread_cond_wait(&bots->wake, &bots->lock);
        if (bots->quit)
            break;
        Job *job = pop(&bots->asked);
        pthread_mutex_unlock(&bots->lock);
        job->result.ok =
            bot_choose(job->state, job->level, job->seed, &bots->cancel, job->result.move, NULL);
        pthread_mutex_lock(&bots->lock);
        push(&bots->decided, job);
        ssize_t wrote = write(bots->notify[1], "", 1); /* a full pipe is awake already */
        (void)wrote;
    }
    pthread_mutex_unlock(&bots->lock);
    return NULL;
}

NetBots *net_bots_start(int threads)
{
    NetBots *bots = calloc(1, sizeof *bots);
    if (!bots)
        abort();
    pthread_mutex_init(&bots->lock, NULL);
    pthread_cond_init(&bots->wake, NULL);
    if (pipe2(bots->notify, O_NONBLOCK | O_CLOEXEC) != 0) {
        free(bots);
        return NULL;
    }
    threads = threads < 1 ? 1 : threads > THREADS_MAX ? THREADS_MAX : threads;
    for (int i = 0; i < threads; i++)
        if (pthread_create(&bots->threads[bots->thread_count], NULL, work, bots) == 0)
            bots->thread_count++;
    if (!bots->thread_count) {
        net_bots_stop(bots);
        return NULL;
    }
    return bots;
}

void net_bots_ask(NetBots *bots, int64_t table, int move_count, const GameState *state,
                  BotLevel level, uint64_t seed)
{
    Job *job = calloc(1, sizeof *job);
    if (!job)
        abort();
    job->result.table = table;
    job->result.move_count = move_count;
    job->state = game_clone(state);
    job->level = level;
    job->seed = seed;
    pthread_mutex_lock(&bots->lock);
    push(&bots->asked, job);
    pthread_cond_signal(&bots->wake);
    pthread_mutex_unlock(&bots->lock);
}

int net_bots_fd(const NetBots *bots)
{
    return bots->notify[0];
}

bool net_bots_take(NetBots *bots, NetBotMove *out)
{
    char drain[64];
    while (read(bots->notify[0], drain, sizeof drain) > 0)
        ;
    pthread_mutex_lock(&bots->lock);
    Job *job = pop(&bots->decided);
    pthread_mutex_unlock(&bots->lock);
    if (!job)
        return false;
    *out = job->result;
    free_job(job);
    return true;
}

void net_bots_stop(NetBots *bots)
{
    if (!bots)
        return;
    atomic_store(&bots->cancel, true);
    pthread_mutex_lock(&bots->lock);
    bots->quit = true;
    pthread_cond_broadcast(&bots->wake);
    pthread_mutex_unlock(&bots->lock);
    for (int i = 0; i < bots->thread_count; i++)
        pthread_join(bots->threads[i], NULL);
    for (Job *job; (job = pop(&bots->asked)) || (job = pop(&bots->decided));)
        free_job(job);
    close(bots->notify[0]);
    close(bots->notify[1]);
    pthread_mutex_destroy(&bots->lock);
    pthread_cond_destroy(&bots->wake);
    free(bots);
}
