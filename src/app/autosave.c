/* The autosave writer (see autosave.h): a queue of writes done in order on a thread of its
 * own. */
#include "autosave.h"

#include <SDL.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/match.h"

typedef enum JobKind { JOB_BEGIN, JOB_WHOLE, JOB_APPEND, JOB_REMOVE } JobKind;

typedef struct Job {
    JobKind kind;
    char *path;
    char *text; /* the whole journal, or the line to append */
    struct Job *next;
} Job;

struct Autosaver {
    SDL_Thread *thread; /* NULL: every job runs at once on the caller's thread */
    SDL_mutex *lock;
    SDL_cond *queued, *finished;
    Job *head, *tail;
    bool busy; /* the writer is doing a job taken off the queue */
    bool quit;
    /* the writer's own: the journal open for appends and its whole text, to write it again */
    SaveJournal journal;
    char *journal_path;
    StrBuf text;
    /* the file another program put in place of the journal: nothing more is written to it */
    char *replaced_path;
    /* what came of the writes (under the lock) */
    bool reported, last_ok, replaced_news;
    char error[1400];
};

/* The journal's file was replaced by another one, which is left as it is: jobs for that path
 * are dropped from now on, and the game scene, told, writes the game whole to a new file. */
static void give_up_replaced(Autosaver *a, const char *path)
{
    free(a->replaced_path);
    a->replaced_path = text_copy(path);
    journal_close(&a->journal);
    if (a->lock)
        SDL_LockMutex(a->lock);
    a->replaced_news = true;
    if (a->lock)
        SDL_UnlockMutex(a->lock);
}

static bool is_replaced(const Autosaver *a, const char *path)
{
    return a->replaced_path && !strcmp(a->replaced_path, path);
}

/* Whether path is the journal last written whole and another file has taken its place. */
static bool found_replaced(Autosaver *a, const char *path)
{
    if (!a->journal_path || strcmp(a->journal_path, path) || !journal_replaced(&a->journal, path))
        return false;
    give_up_replaced(a, path);
    return true;
}

/* Appends the line, or writes the whole text again when the line cannot be appended (the file
 * was removed, a write failed), unless another file took the journal's place. */
static bool append_line(Autosaver *a, const Job *job, char *err, size_t errlen)
{
    if (!a->journal_path || strcmp(a->journal_path, job->path))
        return fail(err, errlen, "%s: no journal was written to append to", job->path);
    sb_add(&a->text, job->text);
    if (journal_append(&a->journal, job->path, job->text, err, errlen))
        return true;
    err[0] = '\0';
    return found_replaced(a, job->path) ||
           journal_write_whole(&a->journal, job->path, sb_str(&a->text), err, errlen);
}

/* A game's journal begins at path (a new game in the file it reserved, or one resumed from
 * the file it was read from): what path holds is this game's, whatever wrote it before. */
static void begin_journal(Autosaver *a, const char *path)
{
    if (is_replaced(a, path)) {
        free(a->replaced_path);
        a->replaced_path = NULL;
    }
    journal_close(&a->journal);
    a->journal = SAVE_JOURNAL_INIT;
}

static void run_job(Autosaver *a, const Job *job)
{
    if (job->kind == JOB_BEGIN)
        begin_journal(a, job->path);
    else if (is_replaced(a, job->path) || (job->kind != JOB_APPEND && found_replaced(a, job->path)))
        return; /* (an append finds out when it fails: a move costs no second look at the file) */
    char err[1400] = "";
    bool ok = true;
    switch (job->kind) {
    case JOB_BEGIN:
    case JOB_WHOLE:
        sb_clear(&a->text);
        sb_add(&a->text, job->text);
        free(a->journal_path);
        a->journal_path = text_copy(job->path);
        ok = journal_write_whole(&a->journal, job->path, job->text, err, sizeof err);
        break;
    case JOB_APPEND:
        ok = append_line(a, job, err, sizeof err);
        break;
    case JOB_REMOVE: /* the game is over: a file that will not go is only left behind */
        journal_close(&a->journal);
        if (remove(job->path) != 0 && errno != ENOENT)
            fprintf(stderr, "moguls: cannot remove %s: %s\n", job->path, strerror(errno));
        return;
    }
    if (a->lock)
        SDL_LockMutex(a->lock);
    a->reported = true;
    a->last_ok = ok;
    snprintf(a->error, sizeof a->error, "%s", err);
    if (a->lock)
        SDL_UnlockMutex(a->lock);
    if (!ok) { /* wakes the main loop to say so */
        SDL_Event wake;
        SDL_zero(wake);
        wake.type = SDL_USEREVENT;
        SDL_PushEvent(&wake);
    }
}

static void free_job(Job *job)
{
    free(job->path);
    free(job->text);
    free(job);
}

static int writer_main(void *data)
{
    Autosaver *a = data;
    SDL_LockMutex(a->lock);
    for (;;) {
        while (!a->head && !a->quit)
            SDL_CondWait(a->queued, a->lock);
        Job *job = a->head;
        if (!job)
            break; /* asked to stop, and nothing is left to write */
        a->head = job->next;
        if (!a->head)
            a->tail = NULL;
        a->busy = true;
        SDL_UnlockMutex(a->lock);
        run_job(a, job);
        free_job(job);
        SDL_LockMutex(a->lock);
        a->busy = false;
        SDL_CondBroadcast(a->finished);
    }
    SDL_UnlockMutex(a->lock);
    return 0;
}

Autosaver *autosaver_create(void)
{
    Autosaver *a = calloc(1, sizeof *a);
    if (!a)
        abort();
    a->journal = SAVE_JOURNAL_INIT;
    a->lock = SDL_CreateMutex();
    a->queued = SDL_CreateCond();
    a->finished = SDL_CreateCond();
    if (a->lock && a->queued && a->finished)
        a->thread = SDL_CreateThread(writer_main, "moguls-autosave", a);
    if (!a->thread) { /* no threads: write at once */
        SDL_DestroyCond(a->queued);
        SDL_DestroyCond(a->finished);
        SDL_DestroyMutex(a->lock);
        a->queued = a->finished = NULL;
        a->lock = NULL;
    }
    return a;
}

static void enqueue(Autosaver *a, JobKind kind, const char *path, const char *text)
{
    Job *job = calloc(1, sizeof *job);
    if (!job)
        abort();
    job->kind = kind;
    job->path = text_copy(path);
    job->text = text_copy(text);
    if (!a->thread) {
        run_job(a, job);
        free_job(job);
        return;
    }
    SDL_LockMutex(a->lock);
    if (a->tail)
        a->tail->next = job;
    else
        a->head = job;
    a->tail = job;
    SDL_CondSignal(a->queued);
    SDL_UnlockMutex(a->lock);
}

void autosaver_begin(Autosaver *a, const char *path, const char *text)
{
    enqueue(a, JOB_BEGIN, path, text);
}

void autosaver_whole(Autosaver *a, const char *path, const char *text)
{
    enqueue(a, JOB_WHOLE, path, text);
}

void autosaver_append(Autosaver *a, const char *path, const char *line)
{
    enqueue(a, JOB_APPEND, path, line);
}

void autosaver_remove(Autosaver *a, const char *path)
{
    enqueue(a, JOB_REMOVE, path, "");
}

void autosaver_flush(Autosaver *a)
{
    if (!a->thread)
        return;
    SDL_LockMutex(a->lock);
    while (a->head || a->busy)
        SDL_CondWait(a->finished, a->lock);
    SDL_UnlockMutex(a->lock);
}

bool autosaver_replaced(Autosaver *a)
{
    if (a->lock)
        SDL_LockMutex(a->lock);
    bool news = a->replaced_news;
    a->replaced_news = false;
    if (a->lock)
        SDL_UnlockMutex(a->lock);
    return news;
}

bool autosaver_result(Autosaver *a, bool *ok, char *err, size_t errlen)
{
    if (a->lock)
        SDL_LockMutex(a->lock);
    bool reported = a->reported;
    a->reported = false;
    *ok = a->last_ok;
    snprintf(err, errlen, "%s", a->error);
    if (a->lock)
        SDL_UnlockMutex(a->lock);
    return reported;
}

void autosaver_destroy(Autosaver *a)
{
    if (!a)
        return;
    if (a->thread) {
        SDL_LockMutex(a->lock);
        a->quit = true;
        SDL_CondSignal(a->queued);
        SDL_UnlockMutex(a->lock);
        SDL_WaitThread(a->thread, NULL);
        SDL_DestroyCond(a->queued);
        SDL_DestroyCond(a->finished);
        SDL_DestroyMutex(a->lock);
    }
    journal_close(&a->journal);
    free(a->journal_path);
    free(a->replaced_path);
    sb_free(&a->text);
    free(a);
}
