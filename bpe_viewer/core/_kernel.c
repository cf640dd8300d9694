/* The trainer's inner loops in C (docs/rules.md s2.2, s2.5, s9).
 *
 * An optional speed-up of bpe_viewer/core/trainer_state.py, which stays the reference:
 * every function here computes exactly what the plain-Python code beside it computes,
 * on the same arrays (read and written through the buffer protocol), so a run learns
 * the same record with or without it. Built by setup.py when a C compiler is found;
 * bpe_viewer/core/kernel.py loads it (BPE_VIEWER_PURE_PYTHON=1 leaves it aside).
 *
 * Token arrays and position arrays hold signed 32-bit or 64-bit integers (the trainer's
 * typecode "i" or "q"); a pair is packed as (left << 32) | right.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <string.h>

/* ---- integer buffers of 4 or 8 bytes per entry ------------------------------------ */

typedef struct {
    Py_buffer view;
    char *data;
    Py_ssize_t len; /* entries */
    int wide;       /* 8-byte entries */
    int held;
} IntBuf;

static int
intbuf_get(PyObject *obj, IntBuf *out, int writable, const char *name)
{
    out->held = 0;
    int flags = PyBUF_FORMAT | PyBUF_C_CONTIGUOUS | (writable ? PyBUF_WRITABLE : 0);
    if (PyObject_GetBuffer(obj, &out->view, flags) < 0) {
        return -1;
    }
    out->held = 1;
    const char *fmt = out->view.format ? out->view.format : "B";
    if (*fmt == '@' || *fmt == '=' || *fmt == '<') {
        fmt++;
    }
    Py_ssize_t size = out->view.itemsize;
    if ((size != 4 && size != 8) || strchr("ilq", *fmt) == NULL || fmt[1] != '\0') {
        PyErr_Format(PyExc_TypeError, "%s: expected 32-bit or 64-bit signed integers", name);
        PyBuffer_Release(&out->view);
        out->held = 0;
        return -1;
    }
    out->data = (char *)out->view.buf;
    out->wide = size == 8;
    out->len = out->view.len / size;
    return 0;
}

static void
intbuf_release(IntBuf *b)
{
    if (b->held) {
        PyBuffer_Release(&b->view);
        b->held = 0;
    }
}

static inline int64_t
ib_get(const IntBuf *b, Py_ssize_t i)
{
    return b->wide ? ((int64_t *)b->data)[i] : (int64_t)((int32_t *)b->data)[i];
}

static inline void
ib_set(IntBuf *b, Py_ssize_t i, int64_t v)
{
    if (b->wide) {
        ((int64_t *)b->data)[i] = v;
    }
    else {
        ((int32_t *)b->data)[i] = (int32_t)v;
    }
}

/* ---- an insertion-ordered map from packed pair to a count change -------------------- */

typedef struct {
    uint64_t key;
    int64_t delta;
} Entry;

typedef struct {
    Entry *entries;   /* in insertion order */
    Py_ssize_t used;
    Py_ssize_t cap;   /* entries allocated */
    Py_ssize_t *slots; /* index + 1 into entries, 0 = empty */
    Py_ssize_t mask;
} DeltaMap;

static int
map_init(DeltaMap *m)
{
    m->used = 0;
    m->cap = 64;
    m->mask = 127;
    m->entries = PyMem_Malloc(sizeof(Entry) * m->cap);
    m->slots = PyMem_Calloc(m->mask + 1, sizeof(Py_ssize_t));
    if (m->entries == NULL || m->slots == NULL) {
        PyErr_NoMemory();
        return -1;
    }
    return 0;
}

static void
map_free(DeltaMap *m)
{
    PyMem_Free(m->entries);
    PyMem_Free(m->slots);
}

static inline Py_ssize_t
map_hash(uint64_t key, Py_ssize_t mask)
{
    key ^= key >> 29;
    key *= 0xbf58476d1ce4e5b9ULL;
    key ^= key >> 32;
    return (Py_ssize_t)(key & (uint64_t)mask);
}

static int
map_grow(DeltaMap *m)
{
    Py_ssize_t mask = m->mask * 2 + 1;
    Py_ssize_t *slots = PyMem_Calloc(mask + 1, sizeof(Py_ssize_t));
    if (slots == NULL) {
        PyErr_NoMemory();
        return -1;
    }
    for (Py_ssize_t i = 0; i < m->used; i++) {
        Py_ssize_t s = map_hash(m->entries[i].key, mask);
        while (slots[s]) {
            s = (s + 1) & mask;
        }
        slots[s] = i + 1;
    }
    PyMem_Free(m->slots);
    m->slots = slots;
    m->mask = mask;
    return 0;
}

/* The entry of key, made (with delta 0) on first use; its index, or -1 on no memory. */
static Py_ssize_t
map_find(DeltaMap *m, uint64_t key)
{
    Py_ssize_t s = map_hash(key, m->mask);
    while (m->slots[s]) {
        Py_ssize_t i = m->slots[s] - 1;
        if (m->entries[i].key == key) {
            return i;
        }
        s = (s + 1) & m->mask;
    }
    if (m->used == m->cap) {
        Entry *grown = PyMem_Realloc(m->entries, sizeof(Entry) * m->cap * 2);
        if (grown == NULL) {
            PyErr_NoMemory();
            return -1;
        }
        m->entries = grown;
        m->cap *= 2;
    }
    Py_ssize_t i = m->used++;
    m->entries[i].key = key;
    m->entries[i].delta = 0;
    m->slots[s] = i + 1;
    if (m->used * 2 > m->mask) {
        if (map_grow(m) < 0) {
            return -1;
        }
    }
    return i;
}

/* ---- the candidate order of the smallest and largest tie policies ------------------ */

/* Order(counts, sign, keep, limit): every pair with a count, read in selection order
 * (docs/rules.md s3): a higher count first, then the smaller packed pair (sign 1,
 * ``smallest``) or the larger (sign -1, ``largest``). The kernel's counterpart of
 * candidate_order.CandidateOrder for those two policies: a binary heap of
 * (count, pair) entries, stale entries dropped when they surface, beside each pair's
 * current count and the number of pairs of each count. */

typedef struct {
    uint64_t count;
    uint64_t key;
} HeapItem;

typedef struct {
    PyObject_HEAD
    DeltaMap counts; /* pair -> current count (0: none) */
    DeltaMap sizes;  /* count -> how many pairs have it */
    HeapItem *heap;
    Py_ssize_t heap_len;
    Py_ssize_t heap_cap;
    Py_ssize_t live; /* pairs with a count */
    int sign;
    Py_ssize_t keep;
    Py_ssize_t limit;
    int ready;
} OrderObject;

static inline int
order_before(const OrderObject *o, const HeapItem *x, const HeapItem *y)
{
    if (x->count != y->count) {
        return x->count > y->count;
    }
    return o->sign > 0 ? x->key < y->key : x->key > y->key;
}

static void
heap_down(OrderObject *o, Py_ssize_t i)
{
    HeapItem *h = o->heap;
    Py_ssize_t n = o->heap_len;
    HeapItem item = h[i];
    for (;;) {
        Py_ssize_t c = 2 * i + 1;
        if (c >= n) {
            break;
        }
        if (c + 1 < n && order_before(o, &h[c + 1], &h[c])) {
            c++;
        }
        if (!order_before(o, &h[c], &item)) {
            break;
        }
        h[i] = h[c];
        i = c;
    }
    h[i] = item;
}

static int
heap_push(OrderObject *o, uint64_t count, uint64_t key)
{
    if (o->heap_len == o->heap_cap) {
        Py_ssize_t cap = o->heap_cap ? o->heap_cap * 2 : 1024;
        HeapItem *grown = PyMem_Realloc(o->heap, sizeof(HeapItem) * cap);
        if (grown == NULL) {
            PyErr_NoMemory();
            return -1;
        }
        o->heap = grown;
        o->heap_cap = cap;
    }
    HeapItem item = {count, key};
    HeapItem *h = o->heap;
    Py_ssize_t i = o->heap_len++;
    while (i > 0) {
        Py_ssize_t parent = (i - 1) / 2;
        if (!order_before(o, &item, &h[parent])) {
            break;
        }
        h[i] = h[parent];
        i = parent;
    }
    h[i] = item;
    return 0;
}

static HeapItem
heap_pop(OrderObject *o)
{
    HeapItem top = o->heap[0];
    o->heap[0] = o->heap[--o->heap_len];
    if (o->heap_len) {
        heap_down(o, 0);
    }
    return top;
}

/* The current count of a pair (0 when it has none). */
static uint64_t
order_count(OrderObject *o, uint64_t key)
{
    DeltaMap *m = &o->counts;
    Py_ssize_t s = map_hash(key, m->mask);
    while (m->slots[s]) {
        Py_ssize_t i = m->slots[s] - 1;
        if (m->entries[i].key == key) {
            return (uint64_t)m->entries[i].delta;
        }
        s = (s + 1) & m->mask;
    }
    return 0;
}

static int
order_add_size(OrderObject *o, uint64_t count, int64_t by)
{
    Py_ssize_t e = map_find(&o->sizes, count);
    if (e < 0) {
        return -1;
    }
    o->sizes.entries[e].delta += by;
    return 0;
}

/* Rebuilds the heap from the current counts once stale entries outnumber live ones. */
static void
order_compact(OrderObject *o)
{
    if (o->heap_len < 2 * o->live + 4096) {
        return;
    }
    Py_ssize_t n = 0;
    for (Py_ssize_t i = 0; i < o->counts.used; i++) {
        Entry *e = &o->counts.entries[i];
        if (e->delta > 0) {
            o->heap[n].count = (uint64_t)e->delta;
            o->heap[n].key = e->key;
            n++;
        }
    }
    o->heap_len = n;
    for (Py_ssize_t i = n / 2 - 1; i >= 0; i--) {
        heap_down(o, i);
    }
}

static int
order_set(OrderObject *o, uint64_t key, uint64_t old, uint64_t now)
{
    Py_ssize_t e = map_find(&o->counts, key);
    if (e < 0) {
        return -1;
    }
    o->counts.entries[e].delta = (int64_t)now;
    if (old && order_add_size(o, old, -1) < 0) {
        return -1;
    }
    if (now) {
        if (order_add_size(o, now, 1) < 0 || heap_push(o, now, key) < 0) {
            return -1;
        }
    }
    o->live += (now > 0) - (old > 0);
    return 0;
}

static PyTypeObject OrderType;
static int order_check(OrderObject *self);

/* ---- growing vectors of (entry, position) ----------------------------------------- */

typedef struct {
    int64_t *items; /* pairs: entry index, position */
    Py_ssize_t used;
    Py_ssize_t cap;
} PosVec;

static int
vec_push(PosVec *v, int64_t entry, int64_t position)
{
    if (v->used + 2 > v->cap) {
        Py_ssize_t cap = v->cap ? v->cap * 2 : 256;
        int64_t *grown = PyMem_Realloc(v->items, sizeof(int64_t) * cap);
        if (grown == NULL) {
            PyErr_NoMemory();
            return -1;
        }
        v->items = grown;
        v->cap = cap;
    }
    v->items[v->used++] = entry;
    v->items[v->used++] = position;
    return 0;
}

#define SHIFT 32

/* Appends each new pair's positions, in the order found (ascending), to where[pair]:
 * a bytearray of native integers width bytes wide, made on first use. */
static int
append_positions(DeltaMap *m, PosVec *v, PyObject *where, Py_ssize_t width)
{
    Py_ssize_t n = m->used;
    if (v->used == 0) {
        return 0;
    }
    Py_ssize_t *sizes = PyMem_Calloc(n + 1, sizeof(Py_ssize_t));
    if (sizes == NULL) {
        PyErr_NoMemory();
        return -1;
    }
    for (Py_ssize_t i = 0; i < v->used; i += 2) {
        sizes[v->items[i] + 1]++;
    }
    for (Py_ssize_t i = 0; i < n; i++) {
        sizes[i + 1] += sizes[i]; /* sizes[i]: where entry i's positions start */
    }
    Py_ssize_t total = v->used / 2;
    char *out = PyMem_Malloc(total * width + 1);
    Py_ssize_t *fill = PyMem_Malloc(sizeof(Py_ssize_t) * (n + 1));
    if (out == NULL || fill == NULL) {
        PyMem_Free(out);
        PyMem_Free(fill);
        PyMem_Free(sizes);
        PyErr_NoMemory();
        return -1;
    }
    memcpy(fill, sizes, sizeof(Py_ssize_t) * (n + 1));
    for (Py_ssize_t i = 0; i < v->used; i += 2) {
        Py_ssize_t at = fill[v->items[i]]++;
        if (width == 8) {
            ((int64_t *)out)[at] = v->items[i + 1];
        }
        else {
            ((int32_t *)out)[at] = (int32_t)v->items[i + 1];
        }
    }
    int status = 0;
    for (Py_ssize_t e = 0; e < n && status == 0; e++) {
        Py_ssize_t lo = sizes[e], hi = sizes[e + 1];
        if (hi == lo) {
            continue;
        }
        const char *part = out + lo * width;
        Py_ssize_t size = (hi - lo) * width;
        PyObject *key = PyLong_FromUnsignedLongLong(m->entries[e].key);
        if (key == NULL) {
            status = -1;
            break;
        }
        PyObject *list = PyDict_GetItemWithError(where, key); /* borrowed */
        if (list == NULL) {
            if (PyErr_Occurred()) {
                status = -1;
            }
            else {
                list = PyByteArray_FromStringAndSize(part, size);
                if (list == NULL || PyDict_SetItem(where, key, list) < 0) {
                    status = -1;
                }
                Py_XDECREF(list); /* the dict holds it */
            }
        }
        else if (!PyByteArray_Check(list)) {
            PyErr_SetString(PyExc_TypeError, "where: position lists must be bytearrays");
            status = -1;
        }
        else {
            Py_ssize_t had = PyByteArray_GET_SIZE(list);
            if (PyByteArray_Resize(list, had + size) < 0) {
                status = -1;
            }
            else {
                memcpy(PyByteArray_AS_STRING(list) + had, part, size);
            }
        }
        Py_DECREF(key);
    }
    PyMem_Free(out);
    PyMem_Free(fill);
    PyMem_Free(sizes);
    return status;
}

/* Adds the count changes to counts and lists them as (pair, old, new): the merged pair
 * first (it goes), then every pair whose count changed, in the order first touched. */
static PyObject *
apply_changes(DeltaMap *m, PyObject *counts, uint64_t merged)
{
    PyObject *changes = PyList_New(0);
    PyObject *key = PyLong_FromUnsignedLongLong(merged);
    PyObject *item = NULL;
    if (changes == NULL || key == NULL) {
        goto fail;
    }
    PyObject *old = PyDict_GetItemWithError(counts, key);
    if (old == NULL) {
        if (!PyErr_Occurred()) {
            PyErr_SetObject(PyExc_KeyError, key);
        }
        goto fail;
    }
    item = Py_BuildValue("(OOi)", key, old, 0);
    if (item == NULL || PyList_Append(changes, item) < 0 || PyDict_DelItem(counts, key) < 0) {
        goto fail;
    }
    Py_CLEAR(item);
    Py_CLEAR(key);
    for (Py_ssize_t i = 0; i < m->used; i++) {
        Entry *e = &m->entries[i];
        if (e->delta == 0 || e->key == merged) {
            continue;
        }
        key = PyLong_FromUnsignedLongLong(e->key);
        if (key == NULL) {
            goto fail;
        }
        PyObject *was = PyDict_GetItemWithError(counts, key);
        long long before = 0;
        if (was != NULL) {
            before = PyLong_AsLongLong(was);
            if (before == -1 && PyErr_Occurred()) {
                goto fail;
            }
        }
        else if (PyErr_Occurred()) {
            goto fail;
        }
        long long after = before + e->delta;
        if (after) {
            PyObject *value = PyLong_FromLongLong(after);
            if (value == NULL || PyDict_SetItem(counts, key, value) < 0) {
                Py_XDECREF(value);
                goto fail;
            }
            Py_DECREF(value);
        }
        else if (PyDict_DelItem(counts, key) < 0) {
            goto fail;
        }
        item = Py_BuildValue("(OLL)", key, before, after);
        if (item == NULL || PyList_Append(changes, item) < 0) {
            goto fail;
        }
        Py_CLEAR(item);
        Py_CLEAR(key);
    }
    return changes;
fail:
    Py_XDECREF(item);
    Py_XDECREF(key);
    Py_XDECREF(changes);
    return NULL;
}

/* The count changes applied in the order itself, which keeps every pair's count once
 * it is given to merge: the merged pair goes, then every pair whose count changed
 * moves to its new count, in the order first touched (as Order.regroup of the list
 * apply_changes makes). */
static int
apply_to_order(DeltaMap *m, OrderObject *o, uint64_t merged)
{
    uint64_t first = order_count(o, merged);
    if (first == 0) {
        PyErr_Format(PyExc_KeyError, "pair %llu has no count", (unsigned long long)merged);
        return -1;
    }
    if (order_set(o, merged, first, 0) < 0) {
        return -1;
    }
    for (Py_ssize_t i = 0; i < m->used; i++) {
        Entry *e = &m->entries[i];
        if (e->delta == 0 || e->key == merged) {
            continue;
        }
        uint64_t before = order_count(o, e->key);
        int64_t after = (int64_t)before + e->delta;
        if (after < 0) {
            PyErr_Format(PyExc_ValueError, "pair %llu would be counted below 0",
                         (unsigned long long)e->key);
            return -1;
        }
        if (order_set(o, e->key, before, (uint64_t)after) < 0) {
            return -1;
        }
    }
    order_compact(o);
    return 0;
}

/* Whether a positions buffer holds whole native integers width bytes wide: raw bytes
 * (a bytearray of where), or integers of that width (a view of the byte-pair index). */
static int
positions_fit(const Py_buffer *raw, Py_ssize_t width)
{
    const char *fmt = raw->format ? raw->format : "B";
    if (*fmt == '@' || *fmt == '=' || *fmt == '<') {
        fmt++;
    }
    if (fmt[0] != '\0' && fmt[1] != '\0') {
        return 0;
    }
    if (raw->itemsize == 1 && strchr("Bbc", *fmt) != NULL) {
        return raw->len % width == 0;
    }
    return raw->itemsize == width && strchr("ilq", *fmt) != NULL;
}

/* The arrays a pass over a pair's positions reads: the tokens (written by a merge),
 * the barriers, the weights (none: all 1) and the candidate positions. */
typedef struct {
    IntBuf tokens, weight;
    Py_buffer bound, raw;
    int have_bound, have_raw;
    Py_ssize_t count; /* candidate positions */
} PassArrays;

/* Takes the arrays' buffers and checks their kinds and lengths; -1 with an exception
 * (the buffers taken so far are released by pass_release). */
static int
pass_get(PassArrays *in, PyObject *tokens_obj, int writable, PyObject *bound_obj,
         PyObject *weight_obj, PyObject *positions_obj)
{
    if (intbuf_get(tokens_obj, &in->tokens, writable, "tokens") < 0 ||
        (weight_obj != Py_None && intbuf_get(weight_obj, &in->weight, 0, "weight") < 0)) {
        return -1;
    }
    if (PyObject_GetBuffer(bound_obj, &in->bound, PyBUF_SIMPLE) < 0) {
        return -1;
    }
    in->have_bound = 1;
    if (PyObject_GetBuffer(positions_obj, &in->raw, PyBUF_FORMAT | PyBUF_C_CONTIGUOUS) < 0) {
        return -1;
    }
    in->have_raw = 1;
    const Py_ssize_t width = in->tokens.wide ? 8 : 4;
    if (!positions_fit(&in->raw, width)) {
        PyErr_Format(PyExc_TypeError,
                     "positions: expected bytes or integers %zd bytes wide, as the tokens",
                     width);
        return -1;
    }
    if (in->bound.len != in->tokens.len + 1 ||
        (in->weight.held && in->weight.len != in->tokens.len)) {
        PyErr_SetString(PyExc_ValueError, "tokens, bound and weight differ in length");
        return -1;
    }
    in->count = in->raw.len / width;
    return 0;
}

/* Candidate position i. */
static inline int64_t
pass_position(const PassArrays *in, Py_ssize_t i)
{
    return in->tokens.wide ? ((const int64_t *)in->raw.buf)[i]
                           : ((const int32_t *)in->raw.buf)[i];
}

/* Lets go of the positions (a merge does before it appends to where, which may
 * resize the list they came from). */
static void
pass_release_positions(PassArrays *in)
{
    if (in->have_raw) {
        PyBuffer_Release(&in->raw);
        in->have_raw = 0;
    }
}

static void
pass_release(PassArrays *in)
{
    intbuf_release(&in->tokens);
    intbuf_release(&in->weight);
    if (in->have_bound) {
        PyBuffer_Release(&in->bound);
        in->have_bound = 0;
    }
    pass_release_positions(in);
}

/* merge(tokens, bound, weight, positions, a, b, la, lb, new_id, counts, where, order)
 *   -> (replaced, changes)
 *
 * The left-to-right replacement pass of trainer_state._State.merge over the candidate
 * positions (ascending; any buffer of native integers as wide as the tokens'), with its
 * count upkeep (_State._apply). The new pairs' positions go to where (bytearrays).
 * Without an order (None), the counts dict is kept and the changes listed; with an
 * Order, which then keeps the counts, the changed pairs move to their new counts there,
 * counts is not read (it may be None) and changes is empty.
 */
static PyObject *
kernel_merge(PyObject *self, PyObject *args)
{
    PyObject *tokens_obj, *bound_obj, *weight_obj, *positions_obj, *counts, *where, *order_obj;
    long long a, b, la, lb, new_id;
    if (!PyArg_ParseTuple(args, "OOOOLLLLLOO!O", &tokens_obj, &bound_obj, &weight_obj,
                          &positions_obj, &a, &b, &la, &lb, &new_id, &counts, &PyDict_Type,
                          &where, &order_obj)) {
        return NULL;
    }
    if (order_obj == Py_None && !PyDict_Check(counts)) {
        PyErr_SetString(PyExc_TypeError, "counts must be a dict when there is no order");
        return NULL;
    }
    OrderObject *order = NULL;
    if (order_obj != Py_None) {
        if (!PyObject_TypeCheck(order_obj, &OrderType)) {
            PyErr_SetString(PyExc_TypeError, "order must be an Order or None");
            return NULL;
        }
        order = (OrderObject *)order_obj;
        if (order_check(order) < 0) {
            return NULL;
        }
    }
    PassArrays in = {0};
    DeltaMap map = {0};
    PosVec made = {0};
    PyObject *result = NULL;
    if (pass_get(&in, tokens_obj, 1, bound_obj, weight_obj, positions_obj) < 0 ||
        map_init(&map) < 0) {
        goto done;
    }
    IntBuf tokens = in.tokens, weight = in.weight; /* views of in's (released there) */
    const Py_ssize_t width = tokens.wide ? 8 : 4;
    const unsigned char *bd = (const unsigned char *)in.bound.buf;
    const Py_ssize_t n = tokens.len;
    const uint64_t left_shift = (uint64_t)new_id << SHIFT;
    long long replaced = 0;
    int64_t w = 1;
    for (Py_ssize_t i = 0; i < in.count; i++) {
        int64_t p = pass_position(&in, i);
        if (p < 0 || p >= n || ib_get(&tokens, p) != a) {
            continue;
        }
        int64_t q = p + la;
        if (q >= n || bd[q] || ib_get(&tokens, q) != b) {
            continue;
        }
        if (weight.held) {
            w = ib_get(&weight, p);
        }
        if (!bd[p]) { /* left neighbour: (x, a) becomes (x, new) */
            int64_t left = ib_get(&tokens, p - 1);
            int64_t x, start;
            if (left >= 0) {
                x = left;
                start = p - 1;
            }
            else {
                start = -left - 1;
                x = ib_get(&tokens, start);
            }
            uint64_t xs = (uint64_t)x << SHIFT;
            Py_ssize_t e = map_find(&map, xs | (uint64_t)a);
            if (e < 0) {
                goto done;
            }
            map.entries[e].delta -= w;
            e = map_find(&map, xs | (uint64_t)new_id);
            if (e < 0) {
                goto done;
            }
            map.entries[e].delta += w;
            if (vec_push(&made, e, start) < 0) {
                goto done;
            }
        }
        int64_t end = q + lb; /* right neighbour: (b, y) becomes (new, y) */
        if (!bd[end]) {
            int64_t y = ib_get(&tokens, end);
            Py_ssize_t e = map_find(&map, ((uint64_t)b << SHIFT) | (uint64_t)y);
            if (e < 0) {
                goto done;
            }
            map.entries[e].delta -= w;
            e = map_find(&map, left_shift | (uint64_t)y);
            if (e < 0) {
                goto done;
            }
            map.entries[e].delta += w;
            if (vec_push(&made, e, p) < 0) {
                goto done;
            }
        }
        ib_set(&tokens, p, new_id);
        ib_set(&tokens, q, -p - 1);
        ib_set(&tokens, end - 1, -p - 1);
        replaced += w;
    }
    pass_release_positions(&in); /* they may be where[pair]'s own, which is gone now */
    if (append_positions(&map, &made, where, width) < 0) {
        goto done;
    }
    const uint64_t merged = ((uint64_t)a << SHIFT) | (uint64_t)b;
    if (order != NULL) {
        if (apply_to_order(&map, order, merged) == 0) {
            result = Py_BuildValue("(L[])", replaced);
        }
    }
    else {
        PyObject *changes = apply_changes(&map, counts, merged);
        if (changes != NULL) {
            result = Py_BuildValue("(LN)", replaced, changes);
        }
    }
done:
    pass_release(&in);
    if (map.entries != NULL || map.slots != NULL) {
        map_free(&map);
    }
    PyMem_Free(made.items);
    return result;
}

/* replacement_count(tokens, bound, weight, positions, a, b, la, lb) -> int
 *
 * How many occurrences of the pair (a, b) a merge of it now would replace (weighted),
 * without merging: the left-to-right pass of merge over the same candidate positions,
 * where an occurrence that overlaps the one replaced before it (a b a b... of one
 * token twice) is skipped. Reads the arrays only.
 */
static PyObject *
kernel_replacement_count(PyObject *self, PyObject *args)
{
    PyObject *tokens_obj, *bound_obj, *weight_obj, *positions_obj;
    long long a, b, la, lb;
    if (!PyArg_ParseTuple(args, "OOOOLLLL", &tokens_obj, &bound_obj, &weight_obj,
                          &positions_obj, &a, &b, &la, &lb)) {
        return NULL;
    }
    PassArrays in = {0};
    PyObject *result = NULL;
    if (pass_get(&in, tokens_obj, 0, bound_obj, weight_obj, positions_obj) < 0) {
        goto done;
    }
    const unsigned char *bd = (const unsigned char *)in.bound.buf;
    const Py_ssize_t n = in.tokens.len;
    long long replaced = 0;
    int64_t end = -1; /* where the occurrence replaced last ends */
    for (Py_ssize_t i = 0; i < in.count; i++) {
        int64_t p = pass_position(&in, i);
        if (p < end || p < 0 || p >= n || ib_get(&in.tokens, p) != a) {
            continue;
        }
        int64_t q = p + la;
        if (q >= n || bd[q] || ib_get(&in.tokens, q) != b) {
            continue;
        }
        replaced += in.weight.held ? ib_get(&in.weight, p) : 1;
        end = q + lb;
    }
    result = PyLong_FromLongLong(replaced);
done:
    pass_release(&in);
    return result;
}

/* pair_counts(data, bound, weight) -> {pair: count}
 *
 * Every pair of neighbouring bytes inside one document (no barrier between), weighted
 * by its position's weight, keyed (left << 32) | right, in ascending order of pair.
 */
static PyObject *
kernel_pair_counts(PyObject *self, PyObject *args)
{
    Py_buffer data, bound;
    PyObject *weight_obj;
    if (!PyArg_ParseTuple(args, "y*y*O", &data, &bound, &weight_obj)) {
        return NULL;
    }
    IntBuf weight = {0};
    PyObject *out = NULL;
    uint64_t *total = NULL;
    if (bound.len != data.len + 1) {
        PyErr_SetString(PyExc_ValueError, "bound must be one longer than data");
        goto done;
    }
    if (weight_obj != Py_None && intbuf_get(weight_obj, &weight, 0, "weight") < 0) {
        goto done;
    }
    total = PyMem_Calloc(1 << 16, sizeof(uint64_t));
    if (total == NULL) {
        PyErr_NoMemory();
        goto done;
    }
    const unsigned char *d = data.buf, *bd = bound.buf;
    Py_ssize_t n = data.len;
    Py_BEGIN_ALLOW_THREADS /* plain loops over held buffers: a window's thread draws on */
    if (weight.held) {
        for (Py_ssize_t p = 0; p + 1 < n; p++) {
            if (!bd[p + 1]) {
                total[(d[p] << 8) | d[p + 1]] += (uint64_t)ib_get(&weight, p);
            }
        }
    }
    else {
        for (Py_ssize_t p = 0; p + 1 < n; p++) {
            total[(d[p] << 8) | d[p + 1]] += !bd[p + 1];
        }
    }
    Py_END_ALLOW_THREADS
    out = PyDict_New();
    for (int code = 0; out != NULL && code < (1 << 16); code++) {
        if (!total[code]) {
            continue;
        }
        PyObject *key = PyLong_FromUnsignedLongLong(((uint64_t)(code >> 8) << SHIFT) | (code & 0xFF));
        PyObject *value = PyLong_FromUnsignedLongLong(total[code]);
        if (key == NULL || value == NULL || PyDict_SetItem(out, key, value) < 0) {
            Py_CLEAR(out);
        }
        Py_XDECREF(key);
        Py_XDECREF(value);
    }
done:
    PyMem_Free(total);
    intbuf_release(&weight);
    PyBuffer_Release(&data);
    PyBuffer_Release(&bound);
    return out;
}

/* index_pairs(data, order) -> offsets
 *
 * Every position p < len(data) - 1 sorted by the byte pair (data[p], data[p + 1])
 * standing there, ascending within a pair, written into order (len(data) - 1 entries);
 * offsets[code] .. offsets[code + 1] is the run of code 256 * left + right (65537 ints).
 */
static PyObject *
kernel_index_pairs(PyObject *self, PyObject *args)
{
    Py_buffer data;
    PyObject *order_obj;
    if (!PyArg_ParseTuple(args, "y*O", &data, &order_obj)) {
        return NULL;
    }
    IntBuf order = {0};
    PyObject *out = NULL;
    Py_ssize_t *start = NULL;
    Py_ssize_t n = data.len > 0 ? data.len - 1 : 0;
    if (intbuf_get(order_obj, &order, 1, "order") < 0) {
        goto done;
    }
    if (order.len != n) {
        PyErr_SetString(PyExc_ValueError, "order must hold len(data) - 1 entries");
        goto done;
    }
    start = PyMem_Calloc((1 << 16) + 1, sizeof(Py_ssize_t));
    if (start == NULL) {
        PyErr_NoMemory();
        goto done;
    }
    const unsigned char *d = data.buf;
    Py_BEGIN_ALLOW_THREADS
    for (Py_ssize_t p = 0; p < n; p++) {
        start[((d[p] << 8) | d[p + 1]) + 1]++;
    }
    for (int code = 0; code < (1 << 16); code++) {
        start[code + 1] += start[code];
    }
    Py_END_ALLOW_THREADS
    out = PyList_New((1 << 16) + 1);
    for (int code = 0; out != NULL && code <= (1 << 16); code++) {
        PyObject *value = PyLong_FromSsize_t(start[code]);
        if (value == NULL) {
            Py_CLEAR(out);
            break;
        }
        PyList_SET_ITEM(out, code, value);
    }
    if (out != NULL) {
        Py_BEGIN_ALLOW_THREADS
        for (Py_ssize_t p = 0; p < n; p++) {
            ib_set(&order, start[(d[p] << 8) | d[p + 1]]++, p);
        }
        Py_END_ALLOW_THREADS
    }
done:
    PyMem_Free(start);
    intbuf_release(&order);
    PyBuffer_Release(&data);
    return out;
}

/* find_pairs(data, a, b, wide) -> bytes
 *
 * Every position where byte a stands before byte b, ascending, packed as 32-bit (or,
 * wide, 64-bit) native integers: the input of merge for a byte pair.
 */
static PyObject *
kernel_find_pairs(PyObject *self, PyObject *args)
{
    Py_buffer data;
    int a, b, wide;
    if (!PyArg_ParseTuple(args, "y*iip", &data, &a, &b, &wide)) {
        return NULL;
    }
    const unsigned char *d = data.buf;
    Py_ssize_t n = data.len, found = 0;
    Py_BEGIN_ALLOW_THREADS
    for (Py_ssize_t p = 0; p + 1 < n; p++) {
        found += d[p] == a && d[p + 1] == b;
    }
    Py_END_ALLOW_THREADS
    PyObject *out = PyBytes_FromStringAndSize(NULL, found * (wide ? 8 : 4));
    if (out != NULL) {
        char *o = PyBytes_AS_STRING(out);
        Py_ssize_t i = 0;
        Py_BEGIN_ALLOW_THREADS
        for (Py_ssize_t p = 0; p + 1 < n; p++) {
            if (d[p] == a && d[p + 1] == b) {
                if (wide) {
                    ((int64_t *)o)[i++] = p;
                }
                else {
                    ((int32_t *)o)[i++] = (int32_t)p;
                }
            }
        }
        Py_END_ALLOW_THREADS
    }
    PyBuffer_Release(&data);
    return out;
}

/* widen(data, tokens): tokens[p] = data[p] for every byte (the first stage). */
static PyObject *
kernel_widen(PyObject *self, PyObject *args)
{
    Py_buffer data;
    PyObject *tokens_obj;
    if (!PyArg_ParseTuple(args, "y*O", &data, &tokens_obj)) {
        return NULL;
    }
    IntBuf tokens = {0};
    PyObject *out = NULL;
    if (intbuf_get(tokens_obj, &tokens, 1, "tokens") == 0) {
        if (tokens.len != data.len) {
            PyErr_SetString(PyExc_ValueError, "tokens and data differ in length");
        }
        else {
            const unsigned char *d = data.buf;
            Py_BEGIN_ALLOW_THREADS
            for (Py_ssize_t p = 0; p < data.len; p++) {
                ib_set(&tokens, p, d[p]);
            }
            Py_END_ALLOW_THREADS
            out = Py_NewRef(Py_None);
        }
    }
    intbuf_release(&tokens);
    PyBuffer_Release(&data);
    return out;
}

/* live_tokens(tokens, starts, out) -> before
 *
 * Appends every live token (entries >= 0) in position order to the array out (of the
 * tokens' width) and returns, for each ascending start, how many live tokens stand
 * before it.
 */
static PyObject *
kernel_live_tokens(PyObject *self, PyObject *args)
{
    PyObject *tokens_obj, *starts_obj, *out_obj;
    if (!PyArg_ParseTuple(args, "OOO", &tokens_obj, &starts_obj, &out_obj)) {
        return NULL;
    }
    IntBuf tokens = {0}, starts = {0};
    PyObject *before = NULL;
    char *live = NULL;
    Py_ssize_t *counted = NULL;
    if (intbuf_get(tokens_obj, &tokens, 0, "tokens") < 0 ||
        intbuf_get(starts_obj, &starts, 0, "starts") < 0) {
        goto done;
    }
    Py_ssize_t width = tokens.wide ? 8 : 4;
    live = PyMem_Malloc(tokens.len * width + 1);
    counted = PyMem_Malloc(sizeof(Py_ssize_t) * (starts.len + 1));
    if (live == NULL || counted == NULL) {
        PyErr_NoMemory();
        goto done;
    }
    Py_ssize_t kept = 0, s = 0;
    Py_BEGIN_ALLOW_THREADS
    for (Py_ssize_t p = 0; p < tokens.len; p++) {
        while (s < starts.len && ib_get(&starts, s) <= p) {
            counted[s++] = kept;
        }
        if (ib_get(&tokens, p) >= 0) {
            memcpy(live + kept * width, tokens.data + p * width, width);
            kept++;
        }
    }
    while (s < starts.len) {
        counted[s++] = kept;
    }
    Py_END_ALLOW_THREADS
    before = PyList_New(starts.len);
    for (Py_ssize_t i = 0; before != NULL && i < starts.len; i++) {
        PyObject *value = PyLong_FromSsize_t(counted[i]);
        if (value == NULL) {
            Py_CLEAR(before);
            break;
        }
        PyList_SET_ITEM(before, i, value);
    }
    if (before == NULL) {
        goto done;
    }
    PyObject *doneit = PyObject_CallMethod(out_obj, "frombytes", "y#", live, kept * width);
    if (doneit == NULL) {
        Py_CLEAR(before);
    }
    Py_XDECREF(doneit);
done:
    PyMem_Free(live);
    PyMem_Free(counted);
    intbuf_release(&tokens);
    intbuf_release(&starts);
    return before;
}

static int
order_init(OrderObject *self, PyObject *args, PyObject *kwds)
{
    PyObject *counts;
    int sign;
    Py_ssize_t keep, limit;
    if (!PyArg_ParseTuple(args, "O!inn", &PyDict_Type, &counts, &sign, &keep, &limit)) {
        return -1;
    }
    if (self->ready) {
        PyErr_SetString(PyExc_RuntimeError, "Order is already set up");
        return -1;
    }
    if (map_init(&self->counts) < 0 || map_init(&self->sizes) < 0) {
        return -1;
    }
    self->ready = 1;
    self->sign = sign >= 0 ? 1 : -1;
    self->keep = keep;
    self->limit = limit;
    PyObject *key, *value;
    Py_ssize_t pos = 0;
    while (PyDict_Next(counts, &pos, &key, &value)) {
        unsigned long long k = PyLong_AsUnsignedLongLong(key);
        unsigned long long c = PyLong_AsUnsignedLongLong(value);
        if (PyErr_Occurred()) {
            return -1;
        }
        if (c && order_set(self, k, 0, c) < 0) {
            return -1;
        }
    }
    return 0;
}

static void
order_dealloc(OrderObject *self)
{
    if (self->ready) {
        map_free(&self->counts);
        map_free(&self->sizes);
    }
    PyMem_Free(self->heap);
    Py_TYPE(self)->tp_free((PyObject *)self);
}

static int
order_check(OrderObject *self)
{
    if (!self->ready) {
        PyErr_SetString(PyExc_RuntimeError, "Order is not set up");
        return -1;
    }
    return 0;
}

/* regroup(changes): each (pair, old count, new count) moves the pair to its new count. */
static PyObject *
order_regroup(OrderObject *self, PyObject *changes)
{
    if (order_check(self) < 0) {
        return NULL;
    }
    PyObject *seq = PySequence_Fast(changes, "changes must be a sequence");
    if (seq == NULL) {
        return NULL;
    }
    Py_ssize_t n = PySequence_Fast_GET_SIZE(seq);
    PyObject **items = PySequence_Fast_ITEMS(seq);
    for (Py_ssize_t i = 0; i < n; i++) {
        unsigned long long k, old, now;
        if (!PyArg_ParseTuple(items[i], "KKK", &k, &old, &now) ||
            order_set(self, k, old, now) < 0) {
            Py_DECREF(seq);
            return NULL;
        }
    }
    Py_DECREF(seq);
    order_compact(self);
    Py_RETURN_NONE;
}

/* Removes the heap's entry at index i. */
static void
heap_remove_at(OrderObject *o, Py_ssize_t i)
{
    HeapItem last = o->heap[--o->heap_len];
    if (i >= o->heap_len) {
        return;
    }
    HeapItem *h = o->heap;
    Py_ssize_t j = i;
    while (j > 0) {
        Py_ssize_t parent = (j - 1) / 2;
        if (!order_before(o, &last, &h[parent])) {
            break;
        }
        h[j] = h[parent];
        j = parent;
    }
    h[j] = last;
    if (j == i) {
        heap_down(o, i);
    }
}

/* The frontier of a best-first walk of the heap: heap indices, the best entry first. */
typedef struct {
    Py_ssize_t *at;
    Py_ssize_t len;
    Py_ssize_t cap;
} Frontier;

static int
frontier_push(Frontier *f, const OrderObject *o, Py_ssize_t index)
{
    if (f->len == f->cap) {
        Py_ssize_t cap = f->cap ? f->cap * 2 : 256;
        Py_ssize_t *grown = PyMem_Realloc(f->at, sizeof(Py_ssize_t) * cap);
        if (grown == NULL) {
            PyErr_NoMemory();
            return -1;
        }
        f->at = grown;
        f->cap = cap;
    }
    Py_ssize_t i = f->len++;
    while (i > 0) {
        Py_ssize_t parent = (i - 1) / 2;
        if (!order_before(o, &o->heap[index], &o->heap[f->at[parent]])) {
            break;
        }
        f->at[i] = f->at[parent];
        i = parent;
    }
    f->at[i] = index;
    return 0;
}

static Py_ssize_t
frontier_pop(Frontier *f, const OrderObject *o)
{
    Py_ssize_t top = f->at[0];
    Py_ssize_t index = f->at[--f->len];
    Py_ssize_t n = f->len, i = 0;
    for (;;) {
        Py_ssize_t c = 2 * i + 1;
        if (c >= n) {
            break;
        }
        if (c + 1 < n && order_before(o, &o->heap[f->at[c + 1]], &o->heap[f->at[c]])) {
            c++;
        }
        if (!order_before(o, &o->heap[f->at[c]], &o->heap[index])) {
            break;
        }
        f->at[i] = f->at[c];
        i = c;
    }
    if (n) {
        f->at[i] = index;
    }
    return top;
}

/* leading() -> (pairs, counts, tied): the leading candidates in selection order as
 * native 64-bit integers (the winner first: at least keep of them, and every pair tied
 * with the winner up to limit), and how many pairs share the winner's count.
 *
 * The heap is read by a best-first walk that leaves it as it is (a parent is never
 * after its children, so the walk meets entries in selection order); the stale and
 * repeated entries it meets are removed afterwards. */
static PyObject *
order_leading(OrderObject *self, PyObject *unused)
{
    if (order_check(self) < 0) {
        return NULL;
    }
    while (self->heap_len && order_count(self, self->heap[0].key) != self->heap[0].count) {
        heap_pop(self); /* stale entries on top go for good */
    }
    Py_ssize_t want = -1, got = 0, cap = 0, spent = 0, spent_cap = 0;
    HeapItem *out = NULL;
    HeapItem *spent_items = NULL; /* stale or repeated entries met, to remove */
    Py_ssize_t *spent_at = NULL;
    Frontier front = {0};
    uint64_t tied = 0;
    PyObject *result = NULL;
    if (self->heap_len && frontier_push(&front, self, 0) < 0) {
        goto done;
    }
    while (front.len && (want < 0 || got < want)) {
        Py_ssize_t i = frontier_pop(&front, self);
        for (Py_ssize_t c = 2 * i + 1; c <= 2 * i + 2 && c < self->heap_len; c++) {
            if (frontier_push(&front, self, c) < 0) {
                goto done;
            }
        }
        HeapItem item = self->heap[i];
        int stale = order_count(self, item.key) != item.count;
        if (stale || (got && out[got - 1].key == item.key)) {
            if (spent == spent_cap) {
                spent_cap = spent_cap ? spent_cap * 2 : 64;
                HeapItem *grown_items = PyMem_Realloc(spent_items, sizeof(HeapItem) * spent_cap);
                if (grown_items == NULL) {
                    PyErr_NoMemory();
                    goto done;
                }
                spent_items = grown_items;
                Py_ssize_t *grown_at = PyMem_Realloc(spent_at, sizeof(Py_ssize_t) * spent_cap);
                if (grown_at == NULL) {
                    PyErr_NoMemory();
                    goto done;
                }
                spent_at = grown_at;
            }
            spent_items[spent] = item;
            spent_at[spent++] = i;
            continue; /* stale (the pair's count moved on), or the same entry twice */
        }
        if (got == cap) {
            cap = cap ? cap * 2 : 128;
            HeapItem *grown = PyMem_Realloc(out, sizeof(HeapItem) * cap);
            if (grown == NULL) {
                PyErr_NoMemory();
                goto done;
            }
            out = grown;
        }
        out[got++] = item;
        if (want < 0) {
            Py_ssize_t e = map_find(&self->sizes, item.count);
            if (e < 0) {
                goto done;
            }
            tied = (uint64_t)self->sizes.entries[e].delta;
            Py_ssize_t ties = (Py_ssize_t)tied < self->limit ? (Py_ssize_t)tied : self->limit;
            want = self->keep > ties ? self->keep : ties;
        }
    }
    /* Remove what the walk met, last first; an index whose entry moved meanwhile keeps
     * it unless that entry is stale too, so only stale entries and spare repeats go. */
    for (Py_ssize_t k = spent - 1; k >= 0; k--) {
        Py_ssize_t i = spent_at[k];
        if (i >= self->heap_len) {
            continue;
        }
        HeapItem now = self->heap[i];
        if (order_count(self, now.key) != now.count ||
            (now.key == spent_items[k].key && now.count == spent_items[k].count)) {
            heap_remove_at(self, i);
        }
    }
    PyObject *pairs = PyBytes_FromStringAndSize(NULL, got * 8);
    PyObject *counts = PyBytes_FromStringAndSize(NULL, got * 8);
    if (pairs == NULL || counts == NULL) {
        Py_XDECREF(pairs);
        Py_XDECREF(counts);
        goto done;
    }
    for (Py_ssize_t i = 0; i < got; i++) {
        ((int64_t *)PyBytes_AS_STRING(pairs))[i] = (int64_t)out[i].key;
        ((uint64_t *)PyBytes_AS_STRING(counts))[i] = out[i].count;
    }
    result = Py_BuildValue("(NNK)", pairs, counts, (unsigned long long)tied);
done:
    PyMem_Free(out);
    PyMem_Free(spent_items);
    PyMem_Free(spent_at);
    PyMem_Free(front.at);
    return result;
}

/* count(pair) -> the pair's current count (0 when it has none). */
static PyObject *
order_count_of(OrderObject *self, PyObject *arg)
{
    if (order_check(self) < 0) {
        return NULL;
    }
    unsigned long long key = PyLong_AsUnsignedLongLong(arg);
    if (key == (unsigned long long)-1 && PyErr_Occurred()) {
        return NULL;
    }
    return PyLong_FromUnsignedLongLong(order_count(self, key));
}

/* distinct() -> how many pairs have a count. */
static PyObject *
order_distinct(OrderObject *self, PyObject *unused)
{
    if (order_check(self) < 0) {
        return NULL;
    }
    return PyLong_FromSsize_t(self->live);
}

/* place(count) -> 1 + the number of pairs counted more often than count. */
static PyObject *
order_place(OrderObject *self, PyObject *arg)
{
    if (order_check(self) < 0) {
        return NULL;
    }
    unsigned long long count = PyLong_AsUnsignedLongLong(arg);
    if (count == (unsigned long long)-1 && PyErr_Occurred()) {
        return NULL;
    }
    long long higher = 0;
    for (Py_ssize_t i = 0; i < self->sizes.used; i++) {
        if (self->sizes.entries[i].key > count) {
            higher += self->sizes.entries[i].delta;
        }
    }
    return PyLong_FromLongLong(1 + higher);
}

/* clear(): frees the order (it is spent afterwards). */
static PyObject *
order_clear(OrderObject *self, PyObject *unused)
{
    if (self->ready) {
        map_free(&self->counts);
        map_free(&self->sizes);
        self->ready = 0;
    }
    PyMem_Free(self->heap);
    self->heap = NULL;
    self->heap_len = self->heap_cap = self->live = 0;
    Py_RETURN_NONE;
}

static PyMethodDef order_methods[] = {
    {"regroup", (PyCFunction)order_regroup, METH_O, "Move changed pairs to their new counts."},
    {"leading", (PyCFunction)order_leading, METH_NOARGS, "The leading candidates and tie size."},
    {"place", (PyCFunction)order_place, METH_O, "1 + the pairs counted more often than count."},
    {"count", (PyCFunction)order_count_of, METH_O, "A pair's current count (0: none)."},
    {"distinct", (PyCFunction)order_distinct, METH_NOARGS, "How many pairs have a count."},
    {"clear", (PyCFunction)order_clear, METH_NOARGS, "Free the order."},
    {NULL, NULL, 0, NULL},
};

static PyTypeObject OrderType = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "bpe_viewer.core._kernel.Order",
    .tp_basicsize = sizeof(OrderObject),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "Pairs in selection order under the smallest or largest tie policy.",
    .tp_new = PyType_GenericNew,
    .tp_init = (initproc)order_init,
    .tp_dealloc = (destructor)order_dealloc,
    .tp_methods = order_methods,
};

/* number(keys, distinct) -> bytes
 *
 * Each key's number in the dict distinct, as native 32-bit integers one after another;
 * a key not yet in distinct is added with the next number (the dict's size), so numbers
 * follow the order of first occurrence (bpe_viewer/core/piece_layout.py, number_pieces).
 */
static PyObject *
kernel_number(PyObject *self, PyObject *args)
{
    PyObject *keys_obj, *distinct;
    if (!PyArg_ParseTuple(args, "OO!", &keys_obj, &PyDict_Type, &distinct)) {
        return NULL;
    }
    PyObject *keys = PySequence_Fast(keys_obj, "keys must be a sequence");
    if (keys == NULL) {
        return NULL;
    }
    Py_ssize_t count = PySequence_Fast_GET_SIZE(keys);
    PyObject **items = PySequence_Fast_ITEMS(keys);
    PyObject *out = PyBytes_FromStringAndSize(NULL, count * (Py_ssize_t)sizeof(int32_t));
    if (out == NULL) {
        Py_DECREF(keys);
        return NULL;
    }
    int32_t *numbers = (int32_t *)PyBytes_AS_STRING(out);
    for (Py_ssize_t i = 0; i < count; i++) {
        PyObject *found = PyDict_GetItemWithError(distinct, items[i]);
        long n;
        if (found != NULL) {
            n = PyLong_AsLong(found);
            if (n == -1 && PyErr_Occurred()) {
                goto fail;
            }
        }
        else if (PyErr_Occurred()) {
            goto fail;
        }
        else {
            Py_ssize_t size = PyDict_GET_SIZE(distinct);
            if (size > INT32_MAX) {
                PyErr_SetString(PyExc_OverflowError, "more distinct pieces than 32-bit numbers");
                goto fail;
            }
            PyObject *value = PyLong_FromSsize_t(size);
            if (value == NULL || PyDict_SetItem(distinct, items[i], value) < 0) {
                Py_XDECREF(value);
                goto fail;
            }
            Py_DECREF(value);
            n = (long)size;
        }
        numbers[i] = (int32_t)n;
    }
    Py_DECREF(keys);
    return out;
fail:
    Py_DECREF(keys);
    Py_DECREF(out);
    return NULL;
}

static PyMethodDef kernel_methods[] = {
    {"merge", kernel_merge, METH_VARARGS, "The replacement pass of one merge and its count upkeep."},
    {"replacement_count", kernel_replacement_count, METH_VARARGS,
     "How many occurrences of a pair a merge of it now would replace."},
    {"pair_counts", kernel_pair_counts, METH_VARARGS, "Every byte pair's count inside documents."},
    {"index_pairs", kernel_index_pairs, METH_VARARGS, "Positions sorted by the byte pair there."},
    {"find_pairs", kernel_find_pairs, METH_VARARGS, "Positions of one byte pair in the text."},
    {"widen", kernel_widen, METH_VARARGS, "Copy bytes into a token array."},
    {"live_tokens", kernel_live_tokens, METH_VARARGS, "The live tokens and counts before starts."},
    {"number", kernel_number, METH_VARARGS, "Number keys in order of first occurrence."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef kernel_module = {
    PyModuleDef_HEAD_INIT, "_kernel",
    "The trainer's inner loops in C (an optional speed-up; see kernel.py).", -1,
    kernel_methods,
};

PyMODINIT_FUNC
PyInit__kernel(void)
{
    if (PyType_Ready(&OrderType) < 0) {
        return NULL;
    }
    PyObject *module = PyModule_Create(&kernel_module);
    if (module == NULL) {
        return NULL;
    }
    if (PyModule_AddObjectRef(module, "Order", (PyObject *)&OrderType) < 0) {
        Py_DECREF(module);
        return NULL;
    }
    return module;
}
