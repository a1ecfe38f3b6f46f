/* A game state as one line of text, and back (snapshot.h). */
#include "snapshot.h"

#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>

#define SNAPSHOT_VALUES_MAX (1 << 20) /* a bound on a hostile text's count */

/* Calls visit for every integer of the schema's fields at base, in order. */
typedef bool (*IntVisit)(void *ctx, unsigned char *at, size_t size);

static bool walk(const StateSchema *schema, unsigned char *base, IntVisit visit, void *ctx)
{
    for (int f = 0; f < schema->field_count; f++) {
        const StateField *field = &schema->fields[f];
        for (size_t i = 0; i < field->count; i++) {
            unsigned char *at = base + field->offset + i * field->stride;
            if (field->part ? !walk(field->part, at, visit, ctx) : !visit(ctx, at, field->size))
                return false;
        }
    }
    return true;
}

static int64_t read_int(const unsigned char *at, size_t size)
{
    switch (size) {
    case 1:
        return *(const int8_t *)at;
    case 2: {
        int16_t v;
        memcpy(&v, at, 2);
        return v;
    }
    case 4: {
        int32_t v;
        memcpy(&v, at, 4);
        return v;
    }
    default: {
        int64_t v;
        memcpy(&v, at, 8);
        return v;
    }
    }
}

static bool fits(int64_t v, size_t size)
{
    if (size >= 8)
        return true;
    int64_t half = (int64_t)1 << (8 * size - 1);
    return v >= -half && v < half;
}

static void write_int(unsigned char *at, size_t size, int64_t v)
{
    int8_t v1 = (int8_t)v;
    int16_t v2 = (int16_t)v;
    int32_t v4 = (int32_t)v;
    memcpy(at,
           size == 1   ? (void *)&v1
           : size == 2 ? (void *)&v2
           : size == 4 ? (void *)&v4
                       : &v,
           size);
}

/* ---- encoding ---- */

/* The values written so far: those before the run in hand are in out. */
typedef struct Runs {
    StrBuf *out;
    int64_t value; /* the run in hand */
    size_t length;
} Runs;

static void write_run(Runs *r)
{
    if (r->length >= 3)
        sb_addf(r->out, " %" PRId64 "*%zu", r->value, r->length);
    else
        for (size_t i = 0; i < r->length; i++)
            sb_addf(r->out, " %" PRId64, r->value);
}

/* n more values v. */
static inline void push(Runs *r, int64_t v, size_t n)
{
    if (r->length && v == r->value) {
        r->length += n;
        return;
    }
    write_run(r);
    r->value = v;
    r->length = n;
}

/* An array of bytes, a run of one value eight bytes at a time (most of a state is zeros). */
static void push_bytes(Runs *r, const unsigned char *at, size_t count)
{
    for (size_t i = 0; i < count;) {
        size_t n = 1;
        uint64_t pattern = 0x0101010101010101ULL * at[i], word;
        while (i + n + 8 <= count && (memcpy(&word, at + i + n, 8), word == pattern))
            n += 8;
        while (i + n < count && at[i + n] == at[i])
            n++;
        push(r, (int8_t)at[i], n);
        i += n;
    }
}

/* The width of every integer in a struct of this schema when it is nothing but integers of
 * one width, side by side (Buyout!'s tiles: two bytes), so an array of them is one array of
 * integers; else 0. */
static size_t flat_width(const StateSchema *schema)
{
    size_t width = 0, end = 0;
    for (int f = 0; f < schema->field_count; f++) {
        const StateField *field = &schema->fields[f];
        if (field->part || (width && field->size != width) || field->offset != end ||
            (field->count > 1 && field->stride != field->size))
            return 0;
        width = field->size;
        end += field->count * field->size;
    }
    return end == schema->size ? width : 0;
}

/* The integers of a schema's fields at base, in order (as walk visits them; quicker, the
 * encoder being on the server's path of every move). */
static void encode_fields(const StateSchema *schema, const unsigned char *base, Runs *r)
{
    for (int f = 0; f < schema->field_count; f++) {
        const StateField *field = &schema->fields[f];
        const unsigned char *at = base + field->offset;
        size_t size = field->size, count = field->count, stride = field->stride;
        if (field->part) {
            size_t width = flat_width(field->part);
            if (!width || stride != field->part->size) {
                for (size_t i = 0; i < count; i++)
                    encode_fields(field->part, at + i * stride, r);
                continue;
            }
            count *= field->part->size / width; /* one array of integers */
            size = stride = width;
        }
        if (size == 1 && stride == 1)
            push_bytes(r, at, count);
        else
            for (size_t i = 0; i < count; i++)
                push(r, read_int(at + i * stride, size), 1);
    }
}

static size_t count_values(const StateSchema *schema)
{
    size_t n = 0;
    for (int f = 0; f < schema->field_count; f++) {
        const StateField *field = &schema->fields[f];
        n += field->count * (field->part ? count_values(field->part) : 1);
    }
    return n;
}

void state_encode(const GameState *s, StrBuf *out)
{
    const StateSchema *schema = s->rules->schema;
    sb_addf(out, "%s %d %zu", s->rules->id, schema->version, count_values(schema));
    Runs runs = {out, 0, 0};
    encode_fields(schema, (const unsigned char *)s, &runs);
    write_run(&runs);
}

/* ---- decoding ---- */

typedef struct Reader {
    const char *at;
    int64_t value; /* the run being read */
    size_t left;   /* of that run */
    char *err;
    size_t errlen;
} Reader;

static bool next_value(Reader *r, int64_t *out)
{
    if (!r->left) {
        char *end;
        errno = 0;
        if (*r->at != ' ')
            return fail(r->err, r->errlen, "the state ends too soon");
        long long v = strtoll(r->at + 1, &end, 10);
        if (errno || end == r->at + 1)
            return fail(r->err, r->errlen, "the state holds a value that is not a number");
        r->value = v;
        r->left = 1;
        if (*end == '*') {
            unsigned long long n = strtoull(end + 1, &end, 10);
            if (errno || n < 1 || n > SNAPSHOT_VALUES_MAX)
                return fail(r->err, r->errlen, "the state holds a bad repeat");
            r->left = (size_t)n;
        }
        r->at = end;
    }
    r->left--;
    *out = r->value;
    return true;
}

static bool store(void *ctx, unsigned char *at, size_t size)
{
    Reader *r = ctx;
    int64_t v = 0; /* set by next_value; gcc -O2 cannot see it through the inlined reader */
    if (!next_value(r, &v))
        return false;
    if (!fits(v, size))
        return fail(r->err, r->errlen, "the state holds %" PRId64 ", too big for its field", v);
    write_int(at, size, v);
    return true;
}

bool state_decode(GameState *into, const char *text, char *err, size_t errlen)
{
    const GameRules *rules = into->rules;
    const StateSchema *schema = rules->schema;
    char game[32];
    int version, used = 0;
    size_t count, expected = count_values(schema);
    if (sscanf(text, "%31s %d %zu%n", game, &version, &count, &used) != 3)
        return fail(err, errlen, "not a game's state");
    if (strcmp(game, rules->id))
        return fail(err, errlen, "a state of %s, not of %s", game, rules->id);
    if (version != schema->version)
        return fail(err, errlen, "a state of version %d; this Moguls reads version %d", version,
                    schema->version);
    if (count != expected)
        return fail(err, errlen, "a state of %zu values; %zu expected", count, expected);
    GameState *copy = game_clone(into);
    Reader reader = {text + used, 0, 0, err, errlen};
    bool ok = walk(schema, (unsigned char *)copy, store, &reader);
    if (ok && (reader.left || *reader.at))
        ok = fail(err, errlen, "the state goes on after its last value");
    if (ok)
        ok = rules->check_invariants(copy, err, errlen);
    if (ok)
        game_copy(into, copy);
    game_free(copy);
    return ok;
}

static bool equal_fields(const StateSchema *schema, const unsigned char *a, const unsigned char *b)
{
    for (int f = 0; f < schema->field_count; f++) {
        const StateField *field = &schema->fields[f];
        for (size_t i = 0; i < field->count; i++) {
            size_t at = field->offset + i * field->stride;
            if (field->part ? !equal_fields(field->part, a + at, b + at)
                            : memcmp(a + at, b + at, field->size) != 0)
                return false;
        }
    }
    return true;
}

bool state_fields_equal(const GameState *a, const GameState *b)
{
    return a->rules == b->rules &&
           equal_fields(a->rules->schema, (const unsigned char *)a, (const unsigned char *)b);
}

/* ---- checking a schema ---- */

static size_t alignment(const StateField *field)
{
    if (!field->part)
        return field->size;
    size_t most = 1;
    for (int f = 0; f < field->part->field_count; f++) {
        size_t a = alignment(&field->part->fields[f]);
        most = a > most ? a : most;
    }
    return most;
}

bool state_schema_check(const StateSchema *schema, char *err, size_t errlen)
{
    size_t end = 0, most = 1, pointers = schema->pointers;
    for (int f = 0; f < schema->field_count; f++) {
        const StateField *field = &schema->fields[f];
        size_t align = alignment(field), width = field->part ? field->part->size : field->size;
        most = align > most ? align : most;
        if (!field->part && width != 1 && width != 2 && width != 4 && width != 8)
            return fail(err, errlen, "%s: an integer of %zu bytes", field->name, width);
        if (field->offset < end)
            return fail(err, errlen, "%s overlaps the field before it", field->name);
        size_t gap = field->offset - end;
        if (gap >= align) { /* more than padding: a pointer left out */
            if (gap > pointers)
                return fail(err, errlen, "%zu bytes before %s are in no field", gap, field->name);
            pointers -= gap;
        }
        if (field->part && !state_schema_check(field->part, err, errlen))
            return false;
        end = field->offset + (field->count - 1) * field->stride + width;
        if (end > schema->size)
            return fail(err, errlen, "%s ends past the struct", field->name);
    }
    if (schema->size - end >= most)
        return fail(err, errlen, "the last %zu bytes are in no field", schema->size - end);
    if (pointers)
        return fail(err, errlen, "%zu bytes of pointers not found", pointers);
    return true;
}
