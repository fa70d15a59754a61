/* vec.c: many games stepped in one call by a pool of threads -- the engine side of Python's VectorEnv. */
#define _DEFAULT_SOURCE /* madvise's MADV_HUGEPAGE (Linux) */
#include "game.h"
#include "deck.h"
#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#define VEC_MAX_THREADS 64

typedef struct env {
  mtg_game *g;          /* its game; the learner is player 0 */
  mtg_agent *opp;       /* the built-in opponent, player 1 */
  uint64_t episodes;    /* games started, for the next seed */
  uint8_t prev[2];      /* object and option rows its observation buffer held after the last write */
  int16_t options;      /* the learner's options now, -1 if it is not deciding: what the next step's action is
                           checked against, without reaching into every game from the calling thread */
} env;

typedef struct worker {
  atomic_int next;      /* the first of its environments not yet taken by a thread */
  char pad[60];         /* apart from the other workers' `next` (64 bytes: never in one cache line) */
  int lo, hi;           /* its environments [lo, hi): each game stays on one thread, and in its cache, from step to step */
  struct mtg_vec *v;
  pthread_t th;
} worker;

struct mtg_vec {
  mtg_handle h;                  /* error record */
  const mtg_deck *deck[2];       /* the decks every game uses */
  mtg_config cfg;                /* the config of every game (seed varies) */
  uint64_t seed;                 /* base seed */
  int opp_kind;                  /* MTG_AGENT_* of the opponents */
  int n, threads;
  mtg_game *loaded;              /* a game with both decks loaded, not started: each episode begins as a copy of it */
  mtg_game *games;               /* the n games, one block (huge pages where the system gives them: fewer TLB misses) */
  env *envs;
  worker workers[VEC_MAX_THREADS];
  /* the current job */
  const int32_t *actions;
  int16_t *obs;
  float *rewards;
  uint8_t *dones, *masks;
  int resetting;                 /* the job is a reset, not a step */
  const int16_t *last_obs;       /* the buffers written last time: if the caller switches, clear all */
  const uint8_t *last_masks;
  /* the pool */
  pthread_mutex_t mu;
  pthread_cond_t go, done;
  _Atomic uint64_t job;          /* job number; workers run each new one (set under mu, read spinning too) */
  atomic_int pending;            /* workers still running the current job */
  int quit;
};

/* plays the opponent's decisions until the learner decides or the game ends */
static void run_opponent(env *e)
{
  while (e->g->mode != MODE_OVER && e->g->dec.player != 0)
    mtg_apply(e->g, mtg_agent_choose(e->opp, e->g));
}

static void new_episode(struct mtg_vec *v, int i)
{
  env *e = &v->envs[i];
  mtg_config cfg = v->cfg;
  cfg.seed = v->seed + (uint64_t)i + e->episodes++ * (uint64_t)v->n;
  game_restart(e->g, v->loaded, &cfg); /* mtg_game_reset(e->g, v->deck[0], v->deck[1], &cfg), without loading the decks */
  run_opponent(e);
}

static void write_obs(struct mtg_vec *v, int i)
{
  obs_write(v->envs[i].g, 0, v->obs + (size_t)i * MTG_OBS_SIZE,
            v->masks ? v->masks + (size_t)i * MTG_OBS_ACTIONS : NULL, v->envs[i].prev);
}

/* new buffers: nothing in them can be trusted to be zero */
static void note_buffers(struct mtg_vec *v, const int16_t *obs, const uint8_t *masks)
{
  if (obs == v->last_obs && masks == v->last_masks)
    return;
  for (int i = 0; i < v->n; i++) {
    v->envs[i].prev[0] = MTG_OBS_OBJECTS;
    v->envs[i].prev[1] = MTG_OBS_ACTIONS;
  }
  v->last_obs = obs;
  v->last_masks = masks;
}

static float reward(const mtg_game *g)
{
  return g->result == MTG_RESULT_WIN0 ? 1.0f : g->result == MTG_RESULT_WIN1 ? -1.0f : 0.0f;
}

static void step_one(struct mtg_vec *v, int i)
{
  env *e = &v->envs[i];
  if (v->resetting) {
    new_episode(v, i);
  } else {
    mtg_apply(e->g, v->actions[i]);
    run_opponent(e);
    int over = e->g->mode == MODE_OVER;
    v->rewards[i] = over ? reward(e->g) : 0.0f;
    v->dones[i] = (uint8_t)(over ? (e->g->result == MTG_RESULT_TRUNCATED ? 2 : 1) : 0);
    if (over)
      new_episode(v, i); /* auto-reset: the observation is the new game's first */
  }
  write_obs(v, i);
  e->options = (int16_t)(e->g->mode != MODE_OVER && e->g->dec.player == 0 ? e->g->dec.count : -1);
}

#define VEC_CHUNK 8 /* environments a thread takes at a time: games differ in cost, so work is shared out */
#define VEC_SPIN 64 /* polls, each after a sched_yield, a thread waits for the next job or its helpers before it
                       sleeps: on an idle machine ~20-50 us, and a loaded one runs other threads meanwhile */

/* worker k steps its own environments, then helps the others with what they have not taken yet */
static void run_range(struct mtg_vec *v, int k)
{
  for (int j = 0; j < v->threads; j++) {
    worker *w = &v->workers[(k + j) % v->threads];
    for (;;) {
      int i = atomic_fetch_add_explicit(&w->next, VEC_CHUNK, memory_order_relaxed);
      if (i >= w->hi)
        break;
      int end = i + VEC_CHUNK < w->hi ? i + VEC_CHUNK : w->hi;
      for (; i < end; i++)
        step_one(v, i);
    }
  }
}

/* a thread between jobs polls for the next one a little (the caller's next step usually comes within
   microseconds: no sleep and wake-up), then sleeps on `go`; the job number changes under mu, so no wake-up is lost */
static void *worker_main(void *arg)
{
  worker *w = arg;
  struct mtg_vec *v = w->v;
  int k = (int)(w - v->workers);
  uint64_t seen = 0;
  for (;;) {
    for (int spin = 0; spin < VEC_SPIN && atomic_load_explicit(&v->job, memory_order_acquire) == seen; spin++)
      sched_yield();
    pthread_mutex_lock(&v->mu);
    while (!v->quit && atomic_load_explicit(&v->job, memory_order_acquire) == seen)
      pthread_cond_wait(&v->go, &v->mu);
    int quit = v->quit;
    seen = atomic_load_explicit(&v->job, memory_order_acquire);
    pthread_mutex_unlock(&v->mu);
    if (quit)
      break;
    run_range(v, k);
    if (atomic_fetch_sub_explicit(&v->pending, 1, memory_order_acq_rel) == 1) {
      pthread_mutex_lock(&v->mu); /* the caller may be asleep on `done` */
      pthread_cond_signal(&v->done);
      pthread_mutex_unlock(&v->mu);
    }
  }
  return NULL;
}

/* runs the current job over all environments: worker 0 is the calling thread */
static void run_job(struct mtg_vec *v)
{
  for (int k = 0; k < v->threads; k++)
    atomic_store_explicit(&v->workers[k].next, v->workers[k].lo, memory_order_relaxed);
  if (v->threads > 1) {
    atomic_store_explicit(&v->pending, v->threads - 1, memory_order_relaxed);
    pthread_mutex_lock(&v->mu);
    atomic_fetch_add_explicit(&v->job, 1, memory_order_release);
    pthread_cond_broadcast(&v->go);
    pthread_mutex_unlock(&v->mu);
  }
  run_range(v, 0);
  if (v->threads > 1) {
    for (int spin = 0; spin < VEC_SPIN && atomic_load_explicit(&v->pending, memory_order_acquire) > 0; spin++)
      sched_yield();
    pthread_mutex_lock(&v->mu);
    while (atomic_load_explicit(&v->pending, memory_order_acquire) > 0)
      pthread_cond_wait(&v->done, &v->mu);
    pthread_mutex_unlock(&v->mu);
  }
}

/* the environments of each of the v->threads workers: n / threads each */
static void share_out(struct mtg_vec *v)
{
  for (int k = 0; k < v->threads; k++) {
    worker *w = &v->workers[k];
    w->lo = (int)((long)v->n * k / v->threads);
    w->hi = (int)((long)v->n * (k + 1) / v->threads);
    w->v = v;
  }
}

/* one block for n games: 2 MB aligned with huge pages advised when it is that big (Linux's transparent huge pages):
   each step touches a few KB of every game, which in 4 KB pages is a TLB miss or more a game */
static mtg_game *games_new(size_t n)
{
  size_t size = n * sizeof(mtg_game), huge = (size_t)1 << 21;
  void *p = NULL;
  if (posix_memalign(&p, size >= huge ? huge : 64, size))
    return NULL;
#ifdef MADV_HUGEPAGE
  if (size >= huge)
    madvise(p, size - size % huge, MADV_HUGEPAGE); /* advice: nothing changes if it is not taken */
#endif
  return p;
}

static int start_pool(struct mtg_vec *v)
{
  pthread_mutex_init(&v->mu, NULL);
  pthread_cond_init(&v->go, NULL);
  pthread_cond_init(&v->done, NULL);
  share_out(v);
  for (int k = 0; k < v->threads; k++) {
    worker *w = &v->workers[k];
    if (k > 0 && pthread_create(&w->th, NULL, worker_main, w) != 0) {
      v->threads = k; /* run with the threads that started, the environments shared out among them */
      share_out(v);
      return handle_fail(&v->h, MTG_ENOMEM, "could not start thread %d", k);
    }
  }
  return 0;
}

MTG_API mtg_vec *mtg_vec_new(const mtg_pack *pack, const mtg_deck *deck0, const mtg_deck *deck1, int n, int threads,
                             int opponent, uint64_t seed, uint32_t max_turns)
{
  struct mtg_vec *v = calloc(1, sizeof *v);
  if (!v)
    return NULL;
  handle_init(&v->h, HANDLE_VEC);
  v->threads = 1;
  if (n < 1 || n > 1 << 20 || threads < 1 || threads > VEC_MAX_THREADS || threads > n) {
    handle_fail(&v->h, MTG_EINVAL, "need 1 <= threads <= n and threads <= %d (n %d, threads %d)", VEC_MAX_THREADS, n,
                threads);
    return v;
  }
  if (opponent != MTG_AGENT_RANDOM && opponent != MTG_AGENT_GREEDY) {
    handle_fail(&v->h, MTG_EINVAL, "unknown opponent agent %d", opponent);
    return v;
  }
  mtg_config_init(&v->cfg);
  v->cfg.max_turns = max_turns;
  v->deck[0] = deck0;
  v->deck[1] = deck1;
  v->seed = seed;
  v->opp_kind = opponent;
  v->envs = calloc((size_t)n, sizeof *v->envs);
  v->games = games_new((size_t)n);
  if (!v->envs || !v->games) {
    handle_fail(&v->h, MTG_ENOMEM, "out of memory");
    return v;
  }
  v->n = n;
  for (int i = 0; i < n; i++) {
    env *e = &v->envs[i];
    e->options = -1; /* not started: mtg_vec_reset first */
    e->g = &v->games[i];
    game_init(e->g, pack, deck0, deck1, &v->cfg);
    e->opp = mtg_agent_new(opponent, seed * 7919 + (uint64_t)i);
    if (!e->opp || e->g->h.code) {
      handle_fail(&v->h, e->g->h.code ? e->g->h.code : MTG_ENOMEM, "game %d: %s", i,
                  e->g->h.code ? e->g->h.msg : "out of memory");
      v->n = i + 1;
      return v;
    }
  }
  v->loaded = malloc(sizeof *v->loaded);
  if (!v->loaded || game_load_decks(v->loaded, pack, deck0, deck1)) { /* the games loaded them: only memory can fail */
    handle_fail(&v->h, MTG_ENOMEM, "out of memory");
    return v;
  }
  v->threads = threads;
  start_pool(v);
  return v;
}

MTG_API void mtg_vec_free(mtg_vec *v)
{
  if (!v || v->h.magic != HANDLE_VEC)
    return;
  if (v->threads > 1) {
    pthread_mutex_lock(&v->mu);
    v->quit = 1;
    pthread_cond_broadcast(&v->go);
    pthread_mutex_unlock(&v->mu);
    for (int k = 1; k < v->threads; k++)
      pthread_join(v->workers[k].th, NULL);
  }
  if (v->threads >= 1 && v->envs && v->n > 0 && !v->h.code) {
    pthread_mutex_destroy(&v->mu);
    pthread_cond_destroy(&v->go);
    pthread_cond_destroy(&v->done);
  }
  for (int i = 0; v->envs && i < v->n; i++) {
    if (v->envs[i].g)
      v->envs[i].g->h.magic = 0; /* a handle no more (they go with the block) */
    mtg_agent_free(v->envs[i].opp);
  }
  free(v->games);
  free(v->envs);
  free(v->loaded);
  v->h.magic = 0;
  free(v);
}

static int usable(const mtg_vec *v) { return v && v->h.magic == HANDLE_VEC && v->envs && v->n > 0 && v->loaded; }

MTG_API int mtg_vec_size(const mtg_vec *v) { return usable(v) ? v->n : MTG_EINVAL; }

MTG_API int mtg_vec_reset(mtg_vec *v, int16_t *obs, uint8_t *masks)
{
  if (!usable(v) || !obs)
    return MTG_EINVAL;
  note_buffers(v, obs, masks);
  v->obs = obs;
  v->masks = masks;
  v->resetting = 1;
  run_job(v);
  return 0;
}

MTG_API int mtg_vec_step(mtg_vec *v, const int32_t *actions, int16_t *obs, float *rewards, uint8_t *dones,
                         uint8_t *masks)
{
  if (!usable(v) || !actions || !obs || !rewards || !dones)
    return MTG_EINVAL;
  for (int i = 0; i < v->n; i++) { /* all actions checked first: on error nothing has moved */
    int options = v->envs[i].options;
    if (options < 0)
      return handle_fail(&v->h, MTG_ESTATE, "game %d: not waiting for the learner (call mtg_vec_reset)", i);
    if (actions[i] < 0 || actions[i] >= options)
      return handle_fail(&v->h, MTG_EINVAL, "game %d: action %d out of range: %d options", i, actions[i], options);
  }
  handle_clear(&v->h);
  note_buffers(v, obs, masks);
  v->actions = actions;
  v->obs = obs;
  v->rewards = rewards;
  v->dones = dones;
  v->masks = masks;
  v->resetting = 0;
  run_job(v);
  return 0;
}

MTG_API const mtg_game *mtg_vec_game(const mtg_vec *v, int i)
{
  return usable(v) && i >= 0 && i < v->n ? v->envs[i].g : NULL;
}
