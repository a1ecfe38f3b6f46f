/* Single-observer information-set MCTS (Cowling, Powley & Whitehouse 2012) over GameRules.
 *
 * Each iteration determinizes a copy of the root for the deciding seat (so the bot never reads
 * what it cannot know), walks one shared tree choosing among the moves available in that copy
 * (UCB with availability counts), adds one node, plays a short rollout and backs up one reward
 * per seat. The game's bot hooks prune moves, guide rollouts and cut them short with an
 * evaluation. Moves are compact codes throughout (core/movecode.h): the tree stores codes and
 * only the chosen move is formatted. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bot.h"

#define EXPLORATION 0.7
/* The spread of the easy level's judgement of a move's mean reward (rewards run 0 to 1): it
 * sometimes takes a nearly-as-good move, seldom a blunder. */
#define EASY_NOISE 0.1
#define ROLLOUT_DEPTH_WITH_EVAL 24
#define ROLLOUT_DEPTH_MAX 4000

typedef struct Node {
    MoveCode move; /* the move that leads here from the parent */
    int mover;     /* the seat that made it */
    int parent, first_child, next_sibling;
    int visits, available;
    double reward; /* summed reward of `mover` */
} Node;

/* A node's candidates for one candidate_key, kept in Tree.pool. */
typedef struct CachedCandidates {
    int start, count;
} CachedCandidates;

/* Ids by a node and a 64-bit key (a child by its parent and move, a cached candidate list by
 * its node and candidate_key): open addressing, kept at most half full, so a lookup takes a
 * probe or a few however many entries a node has. */
typedef struct MapSlot {
    uint64_t key;
    int node, id; /* id -1: an empty slot */
} MapSlot;

typedef struct NodeMap {
    MapSlot *slots;
    int mask, count;
} NodeMap;

static unsigned map_slot(const NodeMap *m, int node, uint64_t key)
{
    uint64_t x = (key ^ (uint64_t)(unsigned)node << 40) * 0x9E3779B97F4A7C15ULL;
    return (unsigned)(x >> 32) & (unsigned)m->mask;
}

static int map_find(const NodeMap *m, int node, uint64_t key)
{
    if (!m->slots)
        return -1;
    for (unsigned i = map_slot(m, node, key); m->slots[i].id >= 0; i = (i + 1) & (unsigned)m->mask)
        if (m->slots[i].node == node && m->slots[i].key == key)
            return m->slots[i].id;
    return -1;
}

static void map_put(NodeMap *m, MapSlot entry)
{
    unsigned i = map_slot(m, entry.node, entry.key);
    while (m->slots[i].id >= 0)
        i = (i + 1) & (unsigned)m->mask;
    m->slots[i] = entry;
}

/* Adds an entry whose (node, key) is not in the map yet. */
static void map_add(NodeMap *m, int node, uint64_t key, int id)
{
    if (!m->slots || 2 * (m->count + 1) > m->mask + 1) {
        MapSlot *old = m->slots;
        int old_size = old ? m->mask + 1 : 0, size = old ? 2 * old_size : 1024;
        m->slots = malloc((size_t)size * sizeof *m->slots);
        if (!m->slots)
            abort();
        for (int i = 0; i < size; i++)
            m->slots[i].id = -1;
        m->mask = size - 1;
        for (int i = 0; i < old_size; i++)
            if (old[i].id >= 0)
                map_put(m, old[i]);
        free(old);
    }
    map_put(m, (MapSlot){key, node, id});
    m->count++;
}

typedef struct Tree {
    Node *nodes;
    int count, cap;
    NodeMap children; /* each node but the root, by its parent and move */
    int *child; /* per candidate move at the current node: its child, or -1 when untried */
    int child_cap;
    CachedCandidates *cached;
    int cached_count, cached_cap;
    NodeMap cached_by_key; /* the cached lists, by node and candidate_key */
    CodeList pool;
    double *logs; /* logs[n] = log(n) for n < logs_count */
    int logs_count, logs_cap;
    const GameBotHooks *hooks; /* the searching level's hooks, NULL: none */
    const CodeList *weighed;   /* root moves each visited at least `weighed_visits` times */
    int weighed_visits;
} Tree;

static void tree_free(Tree *t)
{
    free(t->nodes);
    free(t->children.slots);
    free(t->child);
    free(t->cached);
    free(t->cached_by_key.slots);
    free(t->logs);
    codelist_free(&t->pool);
}

static int tree_add(Tree *t, int parent, MoveCode move, int mover)
{
    if (t->count == t->cap) {
        t->cap = t->cap ? t->cap * 2 : 1024;
        t->nodes = realloc(t->nodes, (size_t)t->cap * sizeof(Node));
        if (!t->nodes)
            abort();
    }
    int id = t->count++;
    Node *n = &t->nodes[id];
    memset(n, 0, sizeof *n);
    n->move = move;
    n->mover = mover;
    n->parent = parent;
    n->first_child = n->next_sibling = -1;
    if (parent >= 0) {
        n->next_sibling = t->nodes[parent].first_child;
        t->nodes[parent].first_child = id;
        map_add(&t->children, parent, move, id);
    }
    return id;
}

static int find_child(const Tree *t, int parent, MoveCode move)
{
    return map_find(&t->children, parent, move);
}

/* The hooks `level` searches with: the game's, or its hard level's own. */
static const GameBotHooks *level_hooks(const GameRules *rules, BotLevel level)
{
    const GameBotHooks *hooks = rules->bot;
    return hooks && level == BOT_HARD && hooks->hard ? hooks->hard : hooks;
}

static void candidate_moves(const GameBotHooks *hooks, const GameState *s, CodeList *out)
{
    codelist_clear(out);
    if (hooks && hooks->candidates)
        hooks->candidates(s, out);
    if (out->count == 0)
        s->rules->legal_codes(s, out);
}

/* The moves considered at the decision: the candidates, and the game's root candidates (also
 * kept apart in `extra`). */
static void root_moves(const GameBotHooks *hooks, const GameState *state, CodeList *moves,
                       CodeList *extra)
{
    candidate_moves(hooks, state, moves);
    if (hooks && hooks->root_candidates) {
        hooks->root_candidates(state, extra);
        for (int i = 0; i < extra->count; i++)
            codelist_add_unique(moves, extra->items[i]);
    }
}

void bot_candidate_moves(const GameState *state, BotLevel level, MoveList *out)
{
    CodeList codes = CODELIST_INIT, extra = CODELIST_INIT;
    root_moves(level_hooks(state->rules, level), state, &codes, &extra);
    codelist_free(&extra);
    movelist_clear(out);
    for (int i = 0; i < codes.count; i++) {
        char text[MOVE_MAX];
        state->rules->format_code(state, codes.items[i], text);
        movelist_add(out, text);
    }
    codelist_free(&codes);
}

/* The candidates at tree node `node`: worked out once per candidate_key when the game gives one
 * (see GameBotHooks), else every time. */
static void node_candidates(Tree *t, int node, const GameState *s, CodeList *out)
{
    const GameBotHooks *hooks = t->hooks;
    if (!hooks || !hooks->candidate_key) {
        candidate_moves(hooks, s, out);
        return;
    }
    uint64_t key = hooks->candidate_key(s);
    int c = map_find(&t->cached_by_key, node, key);
    if (c >= 0) {
        codelist_clear(out);
        codelist_reserve(out, t->cached[c].count);
        memcpy(out->items, t->pool.items + t->cached[c].start,
               (size_t)t->cached[c].count * sizeof *out->items);
        out->count = t->cached[c].count;
        return;
    }
    candidate_moves(hooks, s, out);
    if (t->cached_count == t->cached_cap) {
        t->cached_cap = t->cached_cap ? t->cached_cap * 2 : 256;
        t->cached = realloc(t->cached, (size_t)t->cached_cap * sizeof *t->cached);
        if (!t->cached)
            abort();
    }
    t->cached[t->cached_count] = (CachedCandidates){t->pool.count, out->count};
    map_add(&t->cached_by_key, node, key, t->cached_count++);
    codelist_reserve(&t->pool, out->count);
    memcpy(t->pool.items + t->pool.count, out->items, (size_t)out->count * sizeof *out->items);
    t->pool.count += out->count;
}

bool bot_random_code(const GameState *state, Rng *rng, CodeList *scratch, MoveCode *move_out)
{
    const GameBotHooks *hooks = state->rules->bot;
    if (hooks && hooks->random_code)
        return hooks->random_code(state, rng, move_out);
    codelist_clear(scratch);
    state->rules->legal_codes(state, scratch);
    if (scratch->count == 0)
        return false;
    *move_out = scratch->items[rng_below(rng, (uint32_t)scratch->count)];
    return true;
}

bool bot_random_move(const GameState *state, Rng *rng, char move_out[MOVE_MAX])
{
    CodeList codes = CODELIST_INIT;
    MoveCode code;
    bool ok = bot_random_code(state, rng, &codes, &code);
    if (ok)
        state->rules->format_code(state, code, move_out);
    codelist_free(&codes);
    return ok;
}

/* Terminal reward: a share of the win, 1/k to each of k winners. */
static void terminal_rewards(const GameState *s, double *reward)
{
    bool won[MAX_SEATS] = {false};
    int winners = s->rules->winners(s, won);
    for (int i = 0; i < s->players; i++)
        reward[i] = won[i] && winners > 0 ? 1.0 / winners : 0.0;
}

static void rollout(const GameBotHooks *hooks, GameState *s, Rng *rng, CodeList *scratch,
                    double *reward)
{
    int depth_limit = !hooks || !hooks->evaluate ? ROLLOUT_DEPTH_MAX
                      : hooks->rollout_depth      ? hooks->rollout_depth
                                                  : ROLLOUT_DEPTH_WITH_EVAL;
    for (int depth = 0; depth < depth_limit && !game_over(s); depth++) {
        MoveCode move;
        bool chosen = hooks && hooks->rollout_move && hooks->rollout_move(s, rng, &move);
        if (!chosen && (!hooks || !hooks->candidates)) {
            /* any legal move, each as likely: the game's random player, which need not list
             * them all (BuyWord's sales) */
            if (!bot_random_code(s, rng, scratch, &move))
                break;
        } else if (!chosen) {
            candidate_moves(hooks, s, scratch);
            move = scratch->items[rng_below(rng, (uint32_t)scratch->count)];
        }
        if (!s->rules->apply_code(s, move))
            break; /* a hook proposed an illegal move: score the position as it stands */
    }
    if (game_over(s))
        terminal_rewards(s, reward);
    else if (hooks && hooks->evaluate)
        hooks->evaluate(s, reward);
    else
        for (int i = 0; i < s->players; i++)
            reward[i] = 1.0 / s->players;
}

/* log(n), from a table the tree fills as n grows: every visit takes the logarithm of each
 * child's availability, and the values are log's own. */
static double log_of(Tree *t, int n)
{
    if (n >= t->logs_cap) {
        t->logs_cap = n < 1024 ? 2048 : 2 * n;
        t->logs = realloc(t->logs, (size_t)t->logs_cap * sizeof *t->logs);
        if (!t->logs)
            abort();
    }
    while (t->logs_count <= n) {
        t->logs[t->logs_count] = log((double)t->logs_count);
        t->logs_count++;
    }
    return t->logs[n];
}

static double ucb(Tree *t, const Node *child)
{
    double mean = child->reward / child->visits;
    return mean + EXPLORATION * sqrt(log_of(t, child->available) / child->visits);
}

/* Finds each move's child of `node` (one lookup per move), counts the moves as available and
 * returns how many are untried. */
static int match_children(Tree *t, int node, const CodeList *moves)
{
    if (moves->count > t->child_cap) {
        t->child_cap = moves->count * 2;
        t->child = realloc(t->child, (size_t)t->child_cap * sizeof(int));
        if (!t->child)
            abort();
    }
    int untried = 0;
    for (int i = 0; i < moves->count; i++) {
        t->child[i] = find_child(t, node, moves->items[i]);
        if (t->child[i] < 0)
            untried++;
        else
            t->nodes[t->child[i]].available++;
    }
    return untried;
}

/* The child, among those of `moves` (matched, all tried), with the highest UCB score. */
static int best_ucb_child(Tree *t, const CodeList *moves)
{
    int best = -1;
    double best_score = -1e300;
    for (int i = 0; i < moves->count; i++) {
        double score = ucb(t, &t->nodes[t->child[i]]);
        if (score > best_score) {
            best_score = score;
            best = t->child[i];
        }
    }
    return best;
}

/* The root's child, among those of `moves` (matched), that must be weighed and is still visited
 * least below its due, or -1. A move tried a few dozen times, because the search soon found it
 * poor, has a value too uncertain to tell a player what it cost. */
static int least_weighed_child(const Tree *t, const CodeList *moves)
{
    int least = -1;
    for (int i = 0; t->weighed && i < moves->count; i++) {
        const Node *n = &t->nodes[t->child[i]];
        if (n->visits < t->weighed_visits && codelist_contains(t->weighed, n->move) &&
            (least < 0 || n->visits < t->nodes[least].visits))
            least = t->child[i];
    }
    return least;
}

/* One iteration from a determinized copy `s` of the root; `root_extra` holds the game's root
 * candidates. */
static void iterate(Tree *t, GameState *s, Rng *rng, const CodeList *root_extra, CodeList *moves,
                    CodeList *scratch)
{
    int node = 0;
    while (!game_over(s)) {
        int seat = game_to_move(s);
        node_candidates(t, node, s, moves);
        if (node == 0)
            for (int i = 0; i < root_extra->count; i++)
                codelist_add_unique(moves, root_extra->items[i]);
        int untried = match_children(t, node, moves);
        if (untried) {
            int pick = (int)rng_below(rng, (uint32_t)untried);
            for (int i = 0; i < moves->count; i++)
                if (t->child[i] < 0 && pick-- == 0) {
                    if (!s->rules->apply_code(s, moves->items[i]))
                        return;
                    node = tree_add(t, node, moves->items[i], seat);
                    t->nodes[node].available = 1;
                    break;
                }
            break;
        }
        int best = node == 0 ? least_weighed_child(t, moves) : -1;
        if (best < 0)
            best = best_ucb_child(t, moves);
        if (best < 0 || !s->rules->apply_code(s, t->nodes[best].move))
            return;
        node = best;
    }

    double reward[MAX_SEATS];
    rollout(t->hooks, s, rng, scratch, reward);
    for (; node > 0; node = t->nodes[node].parent) {
        t->nodes[node].visits++;
        t->nodes[node].reward += reward[t->nodes[node].mover];
    }
    t->nodes[0].visits++;
}

int bot_iterations(const GameState *s, BotLevel level)
{
    static const int defaults[BOT_HARD + 1] = {0, 100, 1000, 10000};
    const GameBotHooks *hooks = s->rules->bot;
    return hooks && hooks->iterations[level] ? hooks->iterations[level] : defaults[level];
}

/* Gaussian noise (Box-Muller) for the easy level's blurred judgement. */
static double gaussian(Rng *rng)
{
    double u = rng_unit(rng), v = rng_unit(rng);
    return sqrt(-2.0 * log(u + 1e-12)) * cos(6.283185307179586 * v);
}

/* The root's child to play; false if none was visited. */
static bool pick_root_move(const Tree *t, BotLevel level, Rng *rng, MoveCode *move_out)
{
    double best = -1e300;
    bool found = false;
    for (int c = t->nodes[0].first_child; c >= 0; c = t->nodes[c].next_sibling) {
        const Node *n = &t->nodes[c];
        if (!n->visits)
            continue;
        /* Most visits is the robust choice; easy bots judge by a noisy mean instead. */
        double score = level == BOT_EASY ? n->reward / n->visits + EASY_NOISE * gaussian(rng)
                                         : n->visits + n->reward / n->visits;
        if (score > best) {
            best = score;
            *move_out = n->move;
            found = true;
        }
    }
    return found;
}

/* Runs `budget` iterations (fewer when cancelled) from copies of `state` determinized for the
 * seat to move, over the root moves `moves` and the extra root moves `root_extra`. */
static void grow_tree(Tree *tree, const GameState *state, int budget, Rng *rng,
                      const atomic_bool *cancel, const CodeList *root_extra, BotStats *stats)
{
    CodeList moves = CODELIST_INIT, scratch = CODELIST_INIT;
    tree_add(tree, -1, 0, -1);
    int seat = game_to_move(state);
    GameState *copy = game_clone(state); /* every iteration's determinized copy */
    for (int i = 0; i < budget && !(cancel && atomic_load(cancel)); i++) {
        game_copy(copy, state);
        state->rules->determinize(copy, seat, rng);
        iterate(tree, copy, rng, root_extra, &moves, &scratch);
        stats->iterations++;
    }
    game_free(copy);
    codelist_free(&moves);
    codelist_free(&scratch);
}

/* The search's move as a code; false when the game is over. */
static bool search_code(const GameState *state, int budget, BotLevel level, uint64_t seed,
                        const atomic_bool *cancel, MoveCode *move_out, BotStats *stats)
{
    if (game_over(state))
        return false;
    Rng rng;
    rng_seed(&rng, seed);
    BotStats local = {0, 0};
    stats = stats ? stats : &local;
    *stats = local;

    CodeList moves = CODELIST_INIT, scratch = CODELIST_INIT, root_extra = CODELIST_INIT;
    const GameBotHooks *hooks = level_hooks(state->rules, level);
    root_moves(hooks, state, &moves, &root_extra);
    stats->candidates = moves.count;
    *move_out = moves.items[0];
    if (moves.count > 1) {
        Tree tree = {.hooks = hooks, .pool = CODELIST_INIT};
        grow_tree(&tree, state, budget, &rng, cancel, &root_extra, stats);
        if (!pick_root_move(&tree, level, &rng, move_out)) /* cancelled before the first */
            bot_random_code(state, &rng, &scratch, move_out);
        tree_free(&tree);
    }
    codelist_free(&moves);
    codelist_free(&scratch);
    codelist_free(&root_extra);
    return true;
}

static BotMoveValue value_of(const Node *n)
{
    return (BotMoveValue){n->move, n->visits, n->visits ? n->reward / n->visits : 0.0};
}

/* Inserts v into the list kept most visited first, at most BOT_ANALYSIS_MAX long. */
static void keep_most_visited(BotAnalysis *out, BotMoveValue v)
{
    int at = out->count < BOT_ANALYSIS_MAX ? out->count++ : BOT_ANALYSIS_MAX;
    while (at > 0 && out->best[at - 1].visits < v.visits) {
        if (at < BOT_ANALYSIS_MAX)
            out->best[at] = out->best[at - 1];
        at--;
    }
    if (at < BOT_ANALYSIS_MAX)
        out->best[at] = v;
}

bool bot_analyse(const GameState *state, int budget, uint64_t seed, const atomic_bool *cancel,
                 const CodeList *asked, int asked_visits, BotAnalysis *out)
{
    memset(out, 0, sizeof *out);
    if (game_over(state))
        return false;
    Rng rng;
    rng_seed(&rng, seed);
    CodeList moves = CODELIST_INIT, root_extra = CODELIST_INIT;
    const GameBotHooks *hooks = level_hooks(state->rules, BOT_HARD);
    root_moves(hooks, state, &moves, &root_extra);
    for (int i = 0; asked && i < asked->count; i++)
        codelist_add_unique(&root_extra, asked->items[i]);
    Tree tree = {
        .hooks = hooks, .pool = CODELIST_INIT, .weighed = asked, .weighed_visits = asked_visits};
    BotStats stats = {0, moves.count};
    grow_tree(&tree, state, budget, &rng, cancel, &root_extra, &stats);
    out->iterations = stats.iterations;
    for (int c = tree.nodes[0].first_child; c >= 0; c = tree.nodes[c].next_sibling)
        if (tree.nodes[c].visits)
            keep_most_visited(out, value_of(&tree.nodes[c]));
    for (int i = 0; asked && i < asked->count && i < BOT_ANALYSIS_MAX; i++) {
        int c = find_child(&tree, 0, asked->items[i]);
        out->asked[i] = c >= 0 ? value_of(&tree.nodes[c]) : (BotMoveValue){asked->items[i], 0, 0};
        out->asked_count = i + 1;
    }
    tree_free(&tree);
    codelist_free(&moves);
    codelist_free(&root_extra);
    return true;
}

bool bot_search(const GameState *state, int budget, BotLevel level, uint64_t seed,
                const atomic_bool *cancel, char move_out[MOVE_MAX], BotStats *stats)
{
    MoveCode move;
    if (!search_code(state, budget, level, seed, cancel, &move, stats))
        return false;
    state->rules->format_code(state, move, move_out);
    return true;
}

bool bot_choose_code(const GameState *state, BotLevel level, uint64_t seed,
                     const atomic_bool *cancel, CodeList *scratch, MoveCode *move_out,
                     BotStats *stats)
{
    if (stats)
        *stats = (BotStats){0, 0};
    if (game_over(state))
        return false;
    const GameBotHooks *hooks = state->rules->bot;
    if (level == BOT_RANDOM || (hooks && hooks->choose)) {
        Rng rng;
        rng_seed(&rng, seed);
        if (level == BOT_RANDOM) {
            CodeList own = CODELIST_INIT;
            bool ok = bot_random_code(state, &rng, scratch ? scratch : &own, move_out);
            codelist_free(&own);
            return ok;
        }
        if (hooks->choose(state, level, &rng, move_out))
            return true;
    }
    return search_code(state, bot_iterations(state, level), level, seed, cancel, move_out, stats);
}

bool bot_choose(const GameState *state, BotLevel level, uint64_t seed, const atomic_bool *cancel,
                char move_out[MOVE_MAX], BotStats *stats)
{
    MoveCode move;
    if (!bot_choose_code(state, level, seed, cancel, NULL, &move, stats))
        return false;
    state->rules->format_code(state, move, move_out);
    return true;
}
