/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * mkwordlist: builds data/lexicon-es.txt, fichas' free default word list,
 * from RLA-ES's lemma lists and the Spanish dictionaries Debian ships
 * (data/README.md says how to run it and why each step is there).
 *
 *   RLA-ES       data/rla-es: lemma lists by grammatical category and
 *                afijos.txt, the sources hunspell-es is compiled from
 *                (GPL-3+ option)
 *   hunspell-es  /usr/share/hunspell/es_ES.{aff,dic}   (GPL-3+ option)
 *   myspell-es   the COES dictionary es.{aff,dic}      (GPL-2+)
 *   wspanish     /usr/share/dict/spanish               (public domain)
 *
 * The .aff/.dic pairs are expanded by our own affix engine (unmunch misreads
 * hunspell-es' UTF-8 flags): every stem with every prefix and suffix rule of
 * its flags, cross products, and suffixes carried by suffixes (twofold
 * suffixes, "ción/S").  The forms then go through the filters of the FISE
 * 2016 lexicon regulation (seed 003); each filter cites its section:
 *
 *   §9, §15  entries with a capital letter: proper nouns, initialisms
 *   §1       abbreviations (hunspell-es keeps some without their period)
 *   §5       the digraphs spelt alone (ch, gu, ll, qu, rr)
 *   §14      prefixes, suffixes and combining forms (a leading/trailing -)
 *   §16      symbols: anything that is not Spanish letters
 *   §11      words with K or W
 *   §2, §4   COES's rule-made adverbs in -mente and superlatives in -ísimo
 *   §17.5    verbs with enclitic pronouns (amarse, dame, cómetela...)
 *   §17.10   exclusively pronominal infinitives, with and without "se";
 *            their 2nd person plural imperative; §17.4 the feminine and
 *            plural participles of those verbs
 *   §17.12   the forms and verbs the regulation settles by name
 *   §17.7, §17.11  verbs only archaic, or only of Spain: the infinitive
 *   §17.8    exclusively impersonal verbs (a list of our own): the
 *            infinitive, participle, gerund and third persons singular
 *   §17.4    participles of intransitive and pronominal verbs: masculine
 *            singular only
 *   §1, §9, §15  RLA-ES's abbreviations, proper nouns and initialisms
 *   §2 and the dictionary: words only in RLA-ES's noRAE/ lists
 *   (these last four by RLA-ES's categories: a form goes only when every
 *   lemma that makes it is one the rule targets)
 *   §18.4    regular plurals of nouns and adjectives the sources lack
 *   (vocabulario oficial) 2 to 15 tiles, digraphs counting as one tile
 *
 * The output is one word a line, upper case, digraph tiles in brackets
 * (CA[LL]E), sorted in tile order (A B C [CH] D ... Z, shorter first), which
 * is the order a word graph lists its words in.
 */
#include "config.h"

#include <dirent.h>
#include <errno.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unicase.h>
#include <unistr.h>
#include <sys/stat.h>

#include "tiles.h"

/* ------------------------------------------------------------------ */
/* Memory, errors and strings                                          */
/* ------------------------------------------------------------------ */

/* Strings live in arenas: millions of short forms, freed all at once. */
struct arena {
	char *block;
	size_t used, size;
	char **blocks;
	size_t nblocks;
};

/* Open-addressing map from a string to 32 bits of flags. */
struct strmap {
	char **keys;
	uint32_t *vals;
	size_t cap, count;
	struct arena arena;
	size_t *touched;	/* slots filled since the last clear */
	size_t ntouched, touched_cap;
};

static void fatal(const char *fmt, ...);
static void *xmalloc(size_t size);
static void *xrealloc(void *p, size_t size);
static char *arena_strndup(struct arena *a, const char *s, size_t n);
static void arena_free(struct arena *a);
static void arena_reset(struct arena *a);
static uint64_t hash_bytes(const char *s, size_t n);
static void strmap_init(struct strmap *m, size_t cap);
static uint32_t *strmap_ref(struct strmap *m, const char *s, size_t n);
static uint32_t strmap_get(const struct strmap *m, const char *s, size_t n);
static void strmap_clear(struct strmap *m);
static void strmap_free(struct strmap *m);

/* Print a message and stop: this is a build tool, not library code. */
static void
fatal(const char *fmt, ...)
{
	va_list ap;

	fputs("mkwordlist: ", stderr);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	exit(1);
}

/* malloc that never returns NULL. */
static void *
xmalloc(size_t size)
{
	void *p = malloc(size ? size : 1);

	if (p == NULL)
		fatal("out of memory");
	return p;
}

/* realloc that never returns NULL. */
static void *
xrealloc(void *p, size_t size)
{
	p = realloc(p, size ? size : 1);
	if (p == NULL)
		fatal("out of memory");
	return p;
}

/* Copy n bytes of s into the arena, NUL-terminated. */
static char *
arena_strndup(struct arena *a, const char *s, size_t n)
{
	char *p;

	if (a->block == NULL || a->used + n + 1 > a->size) {
		a->size = n + 1 > (1u << 20) ? n + 1 : (1u << 20);
		a->block = xmalloc(a->size);
		a->used = 0;
		a->blocks = xrealloc(a->blocks,
		    (a->nblocks + 1) * sizeof *a->blocks);
		a->blocks[a->nblocks++] = a->block;
	}
	p = a->block + a->used;
	memcpy(p, s, n);
	p[n] = '\0';
	a->used += n + 1;
	return p;
}

/* Release every block of an arena. */
static void
arena_free(struct arena *a)
{
	for (size_t i = 0; i < a->nblocks; i++)
		free(a->blocks[i]);
	free(a->blocks);
	memset(a, 0, sizeof *a);
}

/* Empty an arena but keep its first block for reuse. */
static void
arena_reset(struct arena *a)
{
	for (size_t i = 1; i < a->nblocks; i++)
		free(a->blocks[i]);
	if (a->nblocks > 0) {
		a->nblocks = 1;
		a->block = a->blocks[0];
		a->size = 1u << 20;
		a->used = 0;
	}
}

/* FNV-1a: good enough for word keys. */
static uint64_t
hash_bytes(const char *s, size_t n)
{
	uint64_t h = 1469598103934665603ULL;

	for (size_t i = 0; i < n; i++) {
		h ^= (unsigned char)s[i];
		h *= 1099511628211ULL;
	}
	return h;
}

/* An empty map with room for cap keys (a power of two). */
static void
strmap_init(struct strmap *m, size_t cap)
{
	memset(m, 0, sizeof *m);
	m->cap = cap;
	m->keys = calloc(cap, sizeof *m->keys);
	m->vals = calloc(cap, sizeof *m->vals);
	if (m->keys == NULL || m->vals == NULL)
		fatal("out of memory");
}

/* Double the table when it is half full. */
static void
strmap_grow(struct strmap *m)
{
	struct strmap bigger;

	strmap_init(&bigger, m->cap * 2);
	for (size_t i = 0; i < m->cap; i++) {
		const char *k = m->keys[i];
		size_t slot;

		if (k == NULL)
			continue;
		slot = hash_bytes(k, strlen(k)) & (bigger.cap - 1);
		while (bigger.keys[slot] != NULL)
			slot = (slot + 1) & (bigger.cap - 1);
		bigger.keys[slot] = m->keys[i];
		bigger.vals[slot] = m->vals[i];
	}
	free(m->keys);
	free(m->vals);
	m->keys = bigger.keys;
	m->vals = bigger.vals;
	m->cap = bigger.cap;
	m->ntouched = 0;	/* only small maps are cleared by slot list */
}

/* The slot of key s[0..n), or of the empty slot where it would go. */
static size_t
strmap_slot(const struct strmap *m, const char *s, size_t n)
{
	size_t slot = hash_bytes(s, n) & (m->cap - 1);

	while (m->keys[slot] != NULL && (strncmp(m->keys[slot], s, n) != 0 ||
	    m->keys[slot][n] != '\0'))
		slot = (slot + 1) & (m->cap - 1);
	return slot;
}

/* The value of s[0..n), inserting the key with value 0 if absent. */
static uint32_t *
strmap_ref(struct strmap *m, const char *s, size_t n)
{
	size_t slot;

	if ((m->count + 1) * 2 > m->cap)
		strmap_grow(m);
	slot = strmap_slot(m, s, n);
	if (m->keys[slot] == NULL) {
		m->keys[slot] = arena_strndup(&m->arena, s, n);
		m->count++;
		if (m->ntouched == m->touched_cap) {
			m->touched_cap = m->touched_cap ? m->touched_cap * 2 :
			    256;
			m->touched = xrealloc(m->touched,
			    m->touched_cap * sizeof *m->touched);
		}
		m->touched[m->ntouched++] = slot;
	}
	return &m->vals[slot];
}

/* The value of s[0..n), 0 when absent. */
static uint32_t
strmap_get(const struct strmap *m, const char *s, size_t n)
{
	size_t slot = strmap_slot(m, s, n);

	return m->keys[slot] != NULL ? m->vals[slot] : 0;
}

/* Forget every key (fast for the small per-entry maps). */
static void
strmap_clear(struct strmap *m)
{
	if (m->ntouched == m->count) {
		for (size_t i = 0; i < m->ntouched; i++) {
			m->keys[m->touched[i]] = NULL;
			m->vals[m->touched[i]] = 0;
		}
	} else {
		memset(m->keys, 0, m->cap * sizeof *m->keys);
		memset(m->vals, 0, m->cap * sizeof *m->vals);
	}
	m->ntouched = 0;
	m->count = 0;
	arena_reset(&m->arena);
}

/* Free a map and its keys. */
static void
strmap_free(struct strmap *m)
{
	free(m->keys);
	free(m->vals);
	free(m->touched);
	arena_free(&m->arena);
}

/* ------------------------------------------------------------------ */
/* Affix files                                                         */
/* ------------------------------------------------------------------ */

/* How the .aff file writes flags (its FLAG line). */
enum flag_mode {
	FLAG_CHAR,	/* default: one character (one byte in ISO8859-1) */
	FLAG_UTF8,	/* FLAG UTF-8: one Unicode character */
	FLAG_LONG,	/* FLAG long: two characters */
	FLAG_NUM	/* FLAG num: decimal numbers separated by commas */
};

/* One position of a rule's condition: a character, "." or a [set]. */
struct cond_elem {
	uint32_t *set;
	size_t n;
	int negate;
	int any;
};

/* One PFX/SFX line: strip, add (with continuation flags), condition. */
struct affix_rule {
	char *strip, *add;
	size_t strip_len, add_len;
	uint32_t *cont;
	size_t ncont;
	struct cond_elem *cond;
	size_t ncond;
	int host;	/* makes forms that take enclitics (amar -> ama) */
};

/* All the rules under one flag. */
struct affix_class {
	uint32_t flag;
	int prefix;
	int cross;
	struct affix_rule *rules;
	size_t nrules, declared;
	unsigned long produced, enclitic;	/* statistics */
};

/* A parsed .aff file. */
struct affix_file {
	enum flag_mode flag_mode;
	int latin1;
	struct affix_class *classes;
	size_t nclasses;
	struct arena arena;
};

/* A .dic entry: its stem, its flags and, for RLA-ES, the C_* bits of the
 * lemma list it comes from. */
struct dic_entry {
	char *stem;
	uint32_t *flags;
	size_t nflags;
	uint32_t cat;
};

/* A parsed .dic file. */
struct dic_file {
	struct dic_entry *entries;
	size_t count;
	struct arena arena;
};

static char *latin1_to_utf8(const char *s);
static size_t split_fields(char *line, char **fields, size_t max);
static size_t flags_parse(const struct affix_file *af, const char *s,
    uint32_t **out);
static void cond_parse(struct affix_rule *r, const char *s);
static struct affix_class *affix_class_find(const struct affix_file *af,
    uint32_t flag);
static void affix_line(struct affix_file *af, char **f, size_t nf,
    unsigned long lineno);
static void affix_directive(struct affix_file *af, char **f, size_t nf,
    const char *path, unsigned long lineno);
static void affix_load(struct affix_file *af, const char *path);
static void affix_free(struct affix_file *af);
static void dic_load(struct dic_file *df, const struct affix_file *af,
    const char *path);

/* Read one line of any length; NULL at the end of the file. */
static char *
read_line(FILE *f, char **buf, size_t *cap)
{
	size_t n = 0;
	int c;

	while ((c = getc(f)) != EOF && c != '\n') {
		if (n + 2 > *cap) {
			*cap = *cap ? *cap * 2 : 256;
			*buf = xrealloc(*buf, *cap);
		}
		(*buf)[n++] = (char)c;
	}
	if (c == EOF && n == 0)
		return NULL;
	if (*buf == NULL)
		*buf = xmalloc(*cap = 256);
	if (n > 0 && (*buf)[n - 1] == '\r')
		n--;
	(*buf)[n] = '\0';
	return *buf;
}

/* ISO8859-1 (COES) to UTF-8; the caller frees the result. */
static char *
latin1_to_utf8(const char *s)
{
	char *out = xmalloc(strlen(s) * 2 + 1), *p = out;

	for (; *s != '\0'; s++) {
		unsigned char c = (unsigned char)*s;

		if (c < 0x80)
			*p++ = (char)c;
		else {
			*p++ = (char)(0xc0 | (c >> 6));
			*p++ = (char)(0x80 | (c & 0x3f));
		}
	}
	*p = '\0';
	return out;
}

/* Split a line on blanks into at most max fields; returns the count. */
static size_t
split_fields(char *line, char **fields, size_t max)
{
	size_t n = 0;
	char *p = line;

	while (n < max) {
		while (*p == ' ' || *p == '\t')
			p++;
		if (*p == '\0')
			break;
		fields[n++] = p;
		while (*p != '\0' && *p != ' ' && *p != '\t')
			p++;
		if (*p != '\0')
			*p++ = '\0';
	}
	return n;
}

/* Decode a flag string in the file's FLAG mode into a new array. */
static size_t
flags_parse(const struct affix_file *af, const char *s, uint32_t **out)
{
	size_t len = strlen(s), n = 0;
	const uint8_t *p = (const uint8_t *)s, *end = p + len;
	uint32_t *flags = xmalloc((len + 1) * sizeof *flags);

	if (af->flag_mode == FLAG_NUM) {
		char *next;

		while (*s != '\0') {
			flags[n++] = (uint32_t)strtoul(s, &next, 10);
			s = *next == ',' ? next + 1 : next + strlen(next);
		}
		*out = flags;
		return n;
	}
	while (p < end) {
		ucs4_t c, c2;
		int k = u8_mbtoucr(&c, p, (size_t)(end - p));

		if (k < 0)
			fatal("bad UTF-8 in flags \"%s\"", s);
		p += k;
		/* RLA-ES writes some flags as emoji with a variation selector
		 * (U+FE0F), in the .aff and the lists alike: not a flag. */
		if (c == 0xfe0f)
			continue;
		if (af->flag_mode == FLAG_LONG && p < end) {
			k = u8_mbtoucr(&c2, p, (size_t)(end - p));
			if (k < 0)
				fatal("bad UTF-8 in flags \"%s\"", s);
			p += k;
			c = c * 0x110000u + c2;
		}
		flags[n++] = c;
	}
	*out = flags;
	return n;
}

/* Compile a condition such as "[^cgu]ar" or "." into rule r. */
static void
cond_parse(struct affix_rule *r, const char *s)
{
	const uint8_t *p = (const uint8_t *)s, *end = p + strlen(s);

	r->cond = NULL;
	r->ncond = 0;
	if (strcmp(s, ".") == 0)
		return;
	while (p < end) {
		struct cond_elem e = { NULL, 0, 0, 0 };
		ucs4_t c;
		int k;

		e.set = xmalloc((size_t)(end - p) * sizeof *e.set);
		if (*p == '[') {
			p++;
			if (*p == '^') {
				e.negate = 1;
				p++;
			}
			while (p < end && *p != ']') {
				k = u8_mbtoucr(&c, p, (size_t)(end - p));
				if (k < 0)
					fatal("bad condition \"%s\"", s);
				e.set[e.n++] = c;
				p += k;
			}
			if (p == end)
				fatal("unclosed [ in condition \"%s\"", s);
			p++;
		} else if (*p == '.') {
			e.any = 1;
			p++;
		} else {
			if ((k = u8_mbtoucr(&c, p, (size_t)(end - p))) < 0)
				fatal("bad condition \"%s\"", s);
			e.set[e.n++] = c;
			p += k;
		}
		r->cond = xrealloc(r->cond, (r->ncond + 1) * sizeof *r->cond);
		r->cond[r->ncond++] = e;
	}
}

/* The class of a flag, or NULL. */
static struct affix_class *
affix_class_find(const struct affix_file *af, uint32_t flag)
{
	for (size_t i = 0; i < af->nclasses; i++) {
		if (af->classes[i].flag == flag)
			return &af->classes[i];
	}
	return NULL;
}

/* Add one rule line "SFX flag strip add cond" to its class. */
static void
affix_rule_add(struct affix_file *af, struct affix_class *cls, char **f)
{
	struct affix_rule *r;
	char *slash = strchr(f[3], '/');

	cls->rules = xrealloc(cls->rules, (cls->nrules + 1) * sizeof *r);
	r = &cls->rules[cls->nrules++];
	memset(r, 0, sizeof *r);
	if (slash != NULL) {
		*slash = '\0';
		r->ncont = flags_parse(af, slash + 1, &r->cont);
	}
	r->strip = arena_strndup(&af->arena, strcmp(f[2], "0") ? f[2] : "",
	    strcmp(f[2], "0") ? strlen(f[2]) : 0);
	r->add = arena_strndup(&af->arena, strcmp(f[3], "0") ? f[3] : "",
	    strcmp(f[3], "0") ? strlen(f[3]) : 0);
	r->strip_len = strlen(r->strip);
	r->add_len = strlen(r->add);
	cond_parse(r, f[4]);
}

/* Handle one split line of the .aff file: a class header or a rule. */
static void
affix_line(struct affix_file *af, char **f, size_t nf, unsigned long lineno)
{
	struct affix_class *cls;
	uint32_t *flag;

	if (nf < 4)
		fatal("affix line %lu: too few fields", lineno);
	if (flags_parse(af, f[1], &flag) != 1)
		fatal("affix line %lu: bad flag \"%s\"", lineno, f[1]);
	cls = affix_class_find(af, *flag);
	free(flag);
	if (cls != NULL) {
		if (nf < 5)
			fatal("affix line %lu: a class declared twice or a "
			    "rule without condition", lineno);
		affix_rule_add(af, cls, f);
		return;
	}
	af->classes = xrealloc(af->classes,
	    (af->nclasses + 1) * sizeof *af->classes);
	cls = &af->classes[af->nclasses++];
	memset(cls, 0, sizeof *cls);
	flags_parse(af, f[1], &flag);
	cls->flag = *flag;
	free(flag);
	cls->prefix = strcmp(f[0], "PFX") == 0;
	cls->cross = f[2][0] == 'Y';
	cls->declared = strtoul(f[3], NULL, 10);
}

/* Handle one directive of the .aff file; unknown ones that change which
 * words exist are fatal, the others (TRY, REP, MAP...) are ignored. */
static void
affix_directive(struct affix_file *af, char **f, size_t nf, const char *path,
    unsigned long lineno)
{
	static const char *const unsupported[] = {
		"AF", "AM", "NEEDAFFIX", "CIRCUMFIX", "FULLSTRIP",
		"COMPLEXPREFIXES", "ONLYINCOMPOUND", "FORBIDDENWORD", NULL
	};

	if (strcmp(f[0], "SET") == 0 && nf > 1) {
		if (strcmp(f[1], "ISO8859-1") == 0)
			af->latin1 = 1;
		else if (strcmp(f[1], "UTF-8") != 0)
			fatal("%s: unsupported SET %s", path, f[1]);
	} else if (strcmp(f[0], "FLAG") == 0 && nf > 1) {
		if (strcmp(f[1], "UTF-8") == 0)
			af->flag_mode = FLAG_UTF8;
		else if (strcmp(f[1], "long") == 0)
			af->flag_mode = FLAG_LONG;
		else if (strcmp(f[1], "num") == 0)
			af->flag_mode = FLAG_NUM;
	} else if (strcmp(f[0], "PFX") == 0 || strcmp(f[0], "SFX") == 0)
		affix_line(af, f, nf, lineno);
	else {
		for (const char *const *u = unsupported; *u != NULL; u++) {
			if (strcmp(f[0], *u) == 0)
				fatal("%s:%lu: %s is not supported", path,
				    lineno, f[0]);
		}
	}
}

/* Parse a .aff file: SET, FLAG, PFX and SFX. */
static void
affix_load(struct affix_file *af, const char *path)
{
	FILE *f = fopen(path, "r");
	char *buf = NULL, *line, *fields[8];
	size_t cap = 0, nf;
	unsigned long lineno = 0;

	if (f == NULL)
		fatal("%s: %s", path, strerror(errno));
	memset(af, 0, sizeof *af);
	af->flag_mode = FLAG_CHAR;
	while ((line = read_line(f, &buf, &cap)) != NULL) {
		char *utf8 = af->latin1 ? latin1_to_utf8(line) : NULL;

		lineno++;
		nf = split_fields(utf8 ? utf8 : line, fields, 8);
		if (nf > 0 && fields[0][0] != '#')
			affix_directive(af, fields, nf, path, lineno);
		free(utf8);
	}
	free(buf);
	fclose(f);
	for (size_t i = 0; i < af->nclasses; i++) {
		if (af->classes[i].nrules != af->classes[i].declared)
			fatal("%s: a class declares %zu rules but has %zu",
			    path, af->classes[i].declared,
			    af->classes[i].nrules);
	}
}

/* Free the classes and rules of an affix file. */
static void
affix_free(struct affix_file *af)
{
	for (size_t i = 0; i < af->nclasses; i++) {
		struct affix_class *c = &af->classes[i];

		for (size_t k = 0; k < c->nrules; k++) {
			for (size_t j = 0; j < c->rules[k].ncond; j++)
				free(c->rules[k].cond[j].set);
			free(c->rules[k].cond);
			free(c->rules[k].cont);
		}
		free(c->rules);
	}
	free(af->classes);
	arena_free(&af->arena);
}

/* Drop U+00AD SOFT HYPHEN (one hunspell-es stem has one) in place. */
static void
strip_soft_hyphens(char *s)
{
	char *w = s;

	for (; *s != '\0'; s++) {
		if ((unsigned char)s[0] == 0xc2 && (unsigned char)s[1] == 0xad)
			s++;
		else
			*w++ = *s;
	}
	*w = '\0';
}

/* Parse a .dic file: a count line, then "stem/flags" lines. */
static void
dic_load(struct dic_file *df, const struct affix_file *af, const char *path)
{
	FILE *f = fopen(path, "r");
	char *buf = NULL, *line;
	size_t cap = 0, alloc = 0;
	int first = 1;

	if (f == NULL)
		fatal("%s: %s", path, strerror(errno));
	memset(df, 0, sizeof *df);
	while ((line = read_line(f, &buf, &cap)) != NULL) {
		char *utf8 = af->latin1 ? latin1_to_utf8(line) : NULL;
		char *fields[2], *slash;
		struct dic_entry *e;

		if (split_fields(utf8 ? utf8 : line, fields, 1) == 0 || first) {
			first = 0;
			free(utf8);
			continue;
		}
		if (df->count == alloc) {
			alloc = alloc ? alloc * 2 : 65536;
			df->entries = xrealloc(df->entries, alloc * sizeof *e);
		}
		e = &df->entries[df->count++];
		slash = strchr(fields[0], '/');
		e->nflags = 0;
		e->flags = NULL;
		e->cat = 0;
		if (slash != NULL) {
			*slash = '\0';
			e->nflags = flags_parse(af, slash + 1, &e->flags);
		}
		strip_soft_hyphens(fields[0]);
		e->stem = arena_strndup(&df->arena, fields[0],
		    strlen(fields[0]));
		free(utf8);
	}
	free(buf);
	fclose(f);
}

/* ------------------------------------------------------------------ */
/* Affix expansion                                                     */
/* ------------------------------------------------------------------ */

#define MAX_CP 64	/* code points of the longest word we handle */

/* One form an entry produces, and the class that made it. */
struct form {
	char *s;
	const struct affix_class *cls;	/* NULL for the stem itself */
	struct affix_rule *rule;	/* the suffix (or prefix) rule */
};

/* The forms of one entry; reused from entry to entry. */
struct formvec {
	struct form *v;
	size_t n, cap;
	struct arena arena;
};

static int cond_elem_match(const struct cond_elem *e, uint32_t c);
static size_t word_cps(const char *w, uint32_t *cp);
static int sfx_applies(const struct affix_rule *r, const char *w, size_t len,
    const uint32_t *cp, size_t ncp);
static int pfx_applies(const struct affix_rule *r, const char *w, size_t len,
    const uint32_t *cp, size_t ncp);
static char *formvec_push(struct formvec *fv, const char *a, size_t alen,
    const char *b, size_t blen, const struct affix_class *cls,
    struct affix_rule *rule);
static void expand_entry(const struct affix_file *af,
    const struct dic_entry *e, struct formvec *fv);

/* Does code point c satisfy one position of a condition? */
static int
cond_elem_match(const struct cond_elem *e, uint32_t c)
{
	int in = 0;

	if (e->any)
		return 1;
	for (size_t i = 0; i < e->n && !in; i++)
		in = e->set[i] == c;
	return e->negate ? !in : in;
}

/* Decode w into code points (at most MAX_CP); returns the count. */
static size_t
word_cps(const char *w, uint32_t *cp)
{
	const uint8_t *p = (const uint8_t *)w, *end = p + strlen(w);
	size_t n = 0;

	while (p < end && n < MAX_CP) {
		ucs4_t c;
		int k = u8_mbtoucr(&c, p, (size_t)(end - p));

		if (k < 0)
			fatal("bad UTF-8 in \"%s\"", w);
		cp[n++] = c;
		p += k;
	}
	return n;
}

/* A suffix rule applies when the word ends in its strip and condition. */
static int
sfx_applies(const struct affix_rule *r, const char *w, size_t len,
    const uint32_t *cp, size_t ncp)
{
	if (len <= r->strip_len || r->ncond > ncp)
		return 0;
	if (memcmp(w + len - r->strip_len, r->strip, r->strip_len) != 0)
		return 0;
	for (size_t i = 0; i < r->ncond; i++) {
		if (!cond_elem_match(&r->cond[i], cp[ncp - r->ncond + i]))
			return 0;
	}
	return 1;
}

/* A prefix rule applies when the word starts with its strip and condition. */
static int
pfx_applies(const struct affix_rule *r, const char *w, size_t len,
    const uint32_t *cp, size_t ncp)
{
	if (len <= r->strip_len || r->ncond > ncp)
		return 0;
	if (memcmp(w, r->strip, r->strip_len) != 0)
		return 0;
	for (size_t i = 0; i < r->ncond; i++) {
		if (!cond_elem_match(&r->cond[i], cp[i]))
			return 0;
	}
	return 1;
}

/* Append the form a[0..alen) + b[0..blen); returns its text. */
static char *
formvec_push(struct formvec *fv, const char *a, size_t alen, const char *b,
    size_t blen, const struct affix_class *cls, struct affix_rule *rule)
{
	char buf[4 * MAX_CP + 1];

	if (alen + blen >= sizeof buf)
		fatal("form too long: %.*s%.*s", (int)alen, a, (int)blen, b);
	memcpy(buf, a, alen);
	memcpy(buf + alen, b, blen);
	if (fv->n == fv->cap) {
		fv->cap = fv->cap ? fv->cap * 2 : 1024;
		fv->v = xrealloc(fv->v, fv->cap * sizeof *fv->v);
	}
	fv->v[fv->n].s = arena_strndup(&fv->arena, buf, alen + blen);
	fv->v[fv->n].cls = cls;
	fv->v[fv->n].rule = rule;
	return fv->v[fv->n++].s;
}

/* Apply every rule of suffix class c to w, then the rules w's new forms
 * carry on (twofold suffixes); crossable forms are counted in *ncross. */
static void
expand_suffixes(const struct affix_file *af, const struct affix_class *c,
    const char *w, struct formvec *fv, int depth)
{
	uint32_t cp[MAX_CP];
	size_t len = strlen(w), ncp = word_cps(w, cp);

	for (size_t i = 0; i < c->nrules; i++) {
		struct affix_rule *r = &c->rules[i];
		char *s;

		if (!sfx_applies(r, w, len, cp, ncp))
			continue;
		s = formvec_push(fv, w, len - r->strip_len, r->add, r->add_len,
		    c, r);
		for (size_t k = 0; k < r->ncont && depth == 0; k++) {
			const struct affix_class *c2 =
			    affix_class_find(af, r->cont[k]);

			if (c2 != NULL && !c2->prefix)
				expand_suffixes(af, c2, s, fv, 1);
		}
	}
}

/* Apply prefix class p to the stem and, crossing, to its suffixed forms
 * fv->v[1..nsfx) that came from crossable classes. */
static void
expand_prefixes(const struct affix_class *p, const char *stem,
    struct formvec *fv, size_t nsfx)
{
	uint32_t cp[MAX_CP];
	size_t len = strlen(stem), ncp = word_cps(stem, cp);

	for (size_t i = 0; i < p->nrules; i++) {
		struct affix_rule *r = &p->rules[i];

		if (!pfx_applies(r, stem, len, cp, ncp))
			continue;
		formvec_push(fv, r->add, r->add_len, stem + r->strip_len,
		    len - r->strip_len, p, r);
		for (size_t k = 1; k < nsfx && p->cross; k++) {
			const char *s = fv->v[k].s;

			if (!fv->v[k].cls->cross ||
			    strncmp(s, r->strip, r->strip_len) != 0)
				continue;
			formvec_push(fv, r->add, r->add_len, s + r->strip_len,
			    strlen(s) - r->strip_len, fv->v[k].cls,
			    fv->v[k].rule);
		}
	}
}

/* Every form of one .dic entry: the stem, its suffixes, its prefixes and
 * their cross products.  Repeated flags count once. */
static void
expand_entry(const struct affix_file *af, const struct dic_entry *e,
    struct formvec *fv)
{
	const struct affix_class *seen[256];
	size_t nseen = 0, nsfx;

	fv->n = 0;
	arena_reset(&fv->arena);
	formvec_push(fv, e->stem, strlen(e->stem), "", 0, NULL, NULL);
	for (size_t i = 0; i < e->nflags && nseen < 256; i++) {
		const struct affix_class *c = affix_class_find(af, e->flags[i]);
		size_t k;

		for (k = 0; k < nseen && c != NULL && seen[k] != c; k++)
			;
		if (c == NULL || k < nseen)
			continue;
		seen[nseen++] = c;
		if (!c->prefix)
			expand_suffixes(af, c, e->stem, fv, 0);
	}
	nsfx = fv->n;
	for (size_t i = 0; i < nseen; i++) {
		if (seen[i]->prefix)
			expand_prefixes(seen[i], e->stem, fv, nsfx);
	}
}

/* ------------------------------------------------------------------ */
/* Enclitic pronouns (§17.5)                                           */
/* ------------------------------------------------------------------ */

/*
 * A verb form with enclitic pronouns is a form of the same verb followed by
 * one to three of la las le les lo los me nos os se te, with the written
 * accent moved as Spanish spelling requires: "comprando" + "la" is
 * "comprándola" (the stress now falls three syllables from the end, so it
 * is written), "da" + "me" is "dame", "amad" + "os" loses its d ("amaos"),
 * "amemos" + "nos" its s ("amémonos").  We recognise such a form by
 * splitting the pronouns off, finding the bare form among the verb's forms
 * (accents ignored) and checking that the accent of the whole is the one
 * that stress rule asks for.  The accent check is what keeps "amante"
 * ("aman" + "te" would be written "ámante") and "amase" (an imperfect
 * subjunctive, "ama" + "se" would be "ámase") out of the net; "fuese"
 * needs the extra test that "fuera" exists: the -se subjunctive always has
 * a -ra twin (§17.5 last paragraph).
 *
 * Forms are looked up in a map from the accent-free spelling to a mask of
 * stress positions: bit k (k = 0..3, syllables after the stressed one) for
 * forms written without an accent, bit 4 + k for forms written with one.
 */

static const char *const pronouns[] = {
	"la", "las", "le", "les", "lo", "los", "me", "nos", "os", "se", "te"
};

/* 0 no vowel, 1 weak (i u ü), 2 strong (a e o), 3 written accent. */
static int
vowel_kind(uint32_t c)
{
	switch (c) {
	case 'i': case 'u': case 0xfc:
		return 1;
	case 'a': case 'e': case 'o':
		return 2;
	case 0xe1: case 0xe9: case 0xed: case 0xf3: case 0xfa:
		return 3;
	default:
		return 0;
	}
}

/* Syllable nuclei: vowels, with a weak vowel next to another in one
 * nucleus (diphthong) and two strong ones apart (hiatus).  Fills nucleus[]
 * with the index of each code point's nucleus, -1 for consonants. */
static int
nuclei(const uint32_t *cp, size_t n, int *nucleus)
{
	int count = 0, prev = 0;

	for (size_t i = 0; i < n; i++) {
		int k = vowel_kind(cp[i]);

		if (k == 0) {
			prev = 0;
			nucleus[i] = -1;
			continue;
		}
		if (prev == 0 || (prev != 1 && k != 1))
			count++;
		nucleus[i] = count - 1;
		prev = k;
	}
	return count;
}

/* How many syllables follow the stressed one, by the accent rules. */
static int
stress_after(const uint32_t *cp, size_t n, int *written)
{
	int nucleus[MAX_CP], count = nuclei(cp, n, nucleus), stressed = 0;
	uint32_t last = n > 0 ? cp[n - 1] : 0;

	*written = 0;
	if (count == 0)
		return 0;
	for (size_t i = 0; i < n; i++) {
		if (vowel_kind(cp[i]) == 3) {
			*written = 1;
			stressed = nucleus[i];
		}
	}
	if (!*written)
		stressed = (vowel_kind(last) != 0 || last == 'n' ||
		    last == 's') && count > 1 ? count - 2 : count - 1;
	return count - 1 - stressed;
}

/* UTF-8 spelling without written accents or diaeresis (ñ stays). */
static size_t
deaccent(const char *s, char *out, size_t size)
{
	uint32_t cp[MAX_CP];
	size_t n = word_cps(s, cp), used = 0;

	for (size_t i = 0; i < n; i++) {
		uint32_t c = cp[i];
		size_t len = size - used;

		switch (c) {
		case 0xe1: c = 'a'; break;
		case 0xe9: c = 'e'; break;
		case 0xed: c = 'i'; break;
		case 0xf3: c = 'o'; break;
		case 0xfa: case 0xfc: c = 'u'; break;
		}
		int k = u8_uctomb((uint8_t *)out + used, c, (int)len);

		if (k < 0 || (size_t)k >= len)
			fatal("word too long: %s", s);
		used += (size_t)k;
	}
	out[used] = '\0';
	return used;
}

/* Record form s in a map of accent-free spellings to stress masks. */
static void
stress_map_add(struct strmap *m, const char *s)
{
	char key[4 * MAX_CP + 1];
	uint32_t cp[MAX_CP];
	size_t n = word_cps(s, cp);
	int written, after = stress_after(cp, n, &written);

	if (after > 3)
		after = 3;
	*strmap_ref(m, key, deaccent(s, key, sizeof key)) |=
	    1u << (after + (written ? 4 : 0));
}

/* Number of pronouns tail is made of (1..3), or 0 if it is not. */
static int
pronoun_chain(const char *tail, int depth)
{
	if (depth == 3)
		return 0;
	for (size_t i = 0; i < sizeof pronouns / sizeof *pronouns; i++) {
		size_t n = strlen(pronouns[i]);
		int more;

		if (strncmp(tail, pronouns[i], n) != 0)
			continue;
		if (tail[n] == '\0')
			return 1;
		if ((more = pronoun_chain(tail + n, depth + 1)) > 0)
			return more + 1;
	}
	return 0;
}

/* Is the written accent of w = base + pronouns right for a base stressed
 * `after` syllables from its end?  Three syllables from the end or more,
 * Spanish writes it; otherwise not, save on í/ú in hiatus (oírlo,
 * partíos) or where the base itself was written with one (old style). */
static int
accent_fits(const uint32_t *cp, size_t nbase, size_t n, int after,
    int npron, int base_written)
{
	int needed = after + npron >= 2, has = 0, hiatus = 0;

	for (size_t i = 0; i < nbase; i++) {
		if (vowel_kind(cp[i]) != 3)
			continue;
		has = 1;
		if ((cp[i] == 0xed || cp[i] == 0xfa) &&
		    ((i > 0 && vowel_kind(cp[i - 1]) != 0) ||
		    (i + 1 < n && vowel_kind(cp[i + 1]) != 0)))
			hiatus = 1;
	}
	if (needed)
		return has;
	return !has || hiatus || base_written;
}

/* Does some form with accent-free spelling key, stressed as mask says,
 * make w when the pronouns are added?  If so and learn is not NULL, the
 * form is recorded there as one that takes enclitics. */
static int
base_fits(const struct strmap *forms, struct strmap *learn, const char *key,
    size_t keylen, const uint32_t *cp, size_t nbase, size_t n, int npron)
{
	uint32_t mask = strmap_get(forms, key, keylen);

	for (int bit = 0; bit < 8; bit++) {
		if ((mask & (1u << bit)) == 0 || !accent_fits(cp, nbase, n,
		    bit & 3, npron, bit >= 4))
			continue;
		if (learn != NULL)
			*strmap_ref(learn, key, keylen) |= 1u << bit;
		return 1;
	}
	return 0;
}

/* "fuese" is not "fue" + "se": an imperfect subjunctive in -se after a
 * vowel has its -ra twin ("fuera") among the verb's forms. */
static int
subjunctive_ra(const struct strmap *forms, char *key, size_t klen)
{
	if (klen == 0 || strchr("aeiou", key[klen - 1]) == NULL)
		return 0;
	memcpy(key + klen, "ra", 3);
	return strmap_get(forms, key, klen + 2) != 0;
}

/* Try base + pronouns for one split of w: the base as written, with the d
 * an "os" drops (amad+os) and with the s "nos"/"se" drop (amemos+nos). */
static int
split_fits(const struct strmap *forms, const struct strmap *all,
    struct strmap *learn, const char *w, size_t i, int npron)
{
	uint32_t cp[MAX_CP];
	char head[4 * MAX_CP + 1], key[4 * MAX_CP + 8];
	const char *tail = w + i;
	size_t n = word_cps(w, cp), nbase, klen;

	memcpy(head, w, i);
	head[i] = '\0';
	/* The d of an imperative goes before "os" (amaos), so "amados" is a
	 * participle; "idos" alone keeps it. */
	if (strncmp(tail, "os", 2) == 0 && head[i - 1] == 'd' &&
	    strcmp(head, "id") != 0)
		return 0;
	/* "amaste" is a preterite, not the voseo "amás" + "te". */
	if (strncmp(tail, "te", 2) == 0 && head[i - 1] == 's')
		return 0;
	nbase = word_cps(head, cp);
	if (nbase < 2)		/* "ale" is no "a" + "le": no verb form is
				 * one letter long */
		return 0;
	n = word_cps(w, cp);
	klen = deaccent(head, key, sizeof key - 4);
	if (strcmp(tail, "se") == 0 && subjunctive_ra(all, key, klen))
		return 0;
	key[klen] = '\0';
	if (base_fits(forms, learn, key, klen, cp, nbase, n, npron))
		return 1;
	if (strncmp(tail, "os", 2) == 0) {
		memcpy(key + klen, "d", 2);
		if (base_fits(forms, learn, key, klen + 1, cp, nbase, n, npron))
			return 1;
	}
	if (strncmp(tail, "nos", 3) == 0 || strncmp(tail, "se", 2) == 0) {
		memcpy(key + klen, "s", 2);
		if (base_fits(forms, learn, key, klen + 1, cp, nbase, n, npron))
			return 1;
	}
	return 0;
}

/* Is w a form of forms' verbs with enclitic pronouns (see above)?  all
 * holds every form of those verbs (for "fuera"); the bare forms found are
 * added to learn when it is not NULL. */
static int
enclitic_of(const char *w, const struct strmap *forms,
    const struct strmap *all, struct strmap *learn)
{
	size_t len = strlen(w);

	for (size_t i = 1; i + 1 < len; i++) {
		int npron = pronoun_chain(w + i, 0);

		if (npron > 0 && split_fits(forms, all, learn, w, i, npron))
			return 1;
	}
	return 0;
}

/* ------------------------------------------------------------------ */
/* The sources                                                         */
/* ------------------------------------------------------------------ */

/* What we know of each candidate word (struct build.words values); the
 * letters --explain prints for them are in explain(). */
#define W_HUN		0x00001u /* a hunspell-es form, not enclitic */
#define W_HUN_ENC	0x00002u /* a hunspell-es form with enclitics */
#define W_COES		0x00004u /* a COES form, not enclitic */
#define W_COES_ENC	0x00008u /* a COES form with enclitics */
#define W_WSP		0x00010u /* a wspanish word */
#define W_HUN_STEM	0x00020u /* a hunspell-es stem with flags */
#define W_HUN_BARE	0x00040u /* a hunspell-es stem without flags */
#define W_VERB		0x00080u /* a form of some verb (not enclitic) */
#define W_PRON		0x00100u /* §17.10 pronominal infinitive, ± se */
#define W_PRON_DROP	0x00200u /* §17.4, §17.10 form of such a verb */
#define W_PLURAL	0x00400u /* §18.4 plural we formed */
#define W_KEEP		0x00800u /* the decision: in the word list */
#define W_HUN_DERIVED	0x01000u /* made by a hunspell-es affix rule */
#define W_ABBREV	0x02000u /* §1, §5, §14: dropped as no word */
#define W_COES_MADE	0x04000u /* §2, §4: COES's -mente, -ísimo */
#define W_REG_DROP	0x08000u /* §17.12: a form the regulation names */
#define W_REG_ADD	0x10000u /* §17.12: habemos */
#define W_RLA		0x20000u /* an RLA-ES form, not enclitic */
#define W_RLA_ENC	0x40000u /* an RLA-ES form with enclitics */
#define W_FREE		0x80000u /* some analysis no verb rule targets */
#define W_FREE_RLA	0x100000u /* an RLA-ES form of a list of words
				   * (no abbreviation, no proper noun) */
#define W_T177		0x200000u /* form of a §17.7 infinitive-only verb */
#define W_T1711		0x400000u /* form of a §17.11 infinitive-only verb */
#define W_T174		0x800000u /* §17.4 feminine or plural participle of
				   * an intransitive or pronominal verb */
#define W_ABBR		0x1000000u /* §1, §15: an abbreviation's form */
#define W_PROPER	0x2000000u /* §9, §15: a proper noun's form */
#define W_NORAE		0x4000000u /* from an RLA-ES noRAE/ lemma */
#define W_RAE		0x8000000u /* from an RLA-ES RAE/ lemma, or a noRAE/
				    * lemma that wspanish has as a headword */
#define W_ADV		0x10000000u /* in an RLA-ES adverb list (§2) */
#define W_RULE_DROP	0x20000000u /* dropped by one of the rules above */
#define W_PROPER_LOCAL	0x40000000u /* a proper noun of a country's list */
#define W_T178		0x80000000u /* §17.8: an exclusively impersonal verb's
				     * form other than those it keeps */

/* What an RLA-ES lemma list is (struct dic_entry.cat), from its path. */
#define C_RAE		0x001u	/* RAE/: words of the dictionary */
#define C_NORAE		0x002u	/* noRAE/ */
#define C_ES		0x004u	/* l10n/es_ES/: Spain */
#define C_COUNTRY	0x008u	/* l10n/ of any other country */
#define C_VERB		0x010u	/* a current verb list */
#define C_TRANS		0x020u	/* ... with "Transitivos" in its name */
#define C_ARCHAIC	0x040u	/* VerbosAnticuadosDesusados */
#define C_ABBR		0x080u	/* Abreviaturas */
#define C_PROPER	0x100u	/* NombresPropiosSiglas */
#define C_ADVERB	0x200u	/* Adverbios */

/* Where a verb lemma is listed (struct build.vlists values). */
#define V_GEN		0x01u	/* a general current verb list */
#define V_ARCH		0x02u	/* VerbosAnticuadosDesusados */
#define V_ES		0x04u	/* a verb list of Spain */
#define V_OTHER		0x08u	/* a verb list of another country */
#define V_TRANS		0x10u	/* a transitive list, not Spain's */
#define V_INTR		0x20u	/* an intransitive or pronominal list */

/* Counts for the report in data/README.md. */
struct stats {
	unsigned long entries[3], capital_entries[3];
	unsigned long wsp_words, wsp_capital;
	unsigned long pron_verbs, pron_added, pron_dropped;
	unsigned long plurals, reg_dropped, reg_added;
	unsigned long union_words, kept_before_tiles;
	unsigned long abbrev, digraph, affix_morpheme, no_vowel;
	unsigned long kw, symbol, short_words, long_words, dup_tiles;
	unsigned long final;
	unsigned long rla_lists, rla_skipped;
	unsigned long verbs177, verbs1711, verbs174;
	unsigned long r177, r1711, r174, r_abbr, r_proper, r_mente, r_norae;
	unsigned long r_norae_mente, r178;
};

/* Everything the pipeline holds. */
struct build {
	struct affix_file aff[3];	/* 0 hunspell-es, 1 COES, 2 RLA-ES */
	struct dic_file dic[3];
	int have[3];
	int use_coes;
	struct strmap hosts;	/* accent-free forms that take enclitics */
	struct strmap verbs;	/* accent-free forms of every verb */
	struct strmap plain;	/* accent-free spellings -> P_* */
	struct strmap words;	/* candidate words -> W_* */
	struct strmap local;	/* the forms of the entry being expanded */
	struct strmap learned;	/* its forms that took enclitics */
	struct strmap vlists;	/* RLA-ES verb lemmas -> V_* */
	struct formvec fv;
	FILE *dump[3];
	struct stats st;
};

enum { SRC_HUN = 0, SRC_COES = 1, SRC_RLA = 2 };

static uint32_t analysis(struct build *b, int src, const struct dic_entry *e,
    const char *form);
static void fise_rules(struct build *b);
static uint32_t verb_rule(const struct build *b, const char *stem);

/* What an accent-free spelling is (struct build.plain values). */
#define P_VERB	1u	/* a form of a verb */
#define P_WORD	2u	/* a word we keep */

/* Mark the accent-free spelling of s in b->plain. */
static void
plain_mark(struct build *b, const char *s, uint32_t bits)
{
	char key[4 * MAX_CP + 1];

	*strmap_ref(&b->plain, key, deaccent(s, key, sizeof key)) |= bits;
}

/*
 * §17.12 names some forms one by one.  These lists are the regulation's
 * rules, not words of the official list: a verb's conjugation it settles
 * by name cannot be settled from dictionary data.
 */

/* Second persons plural of the imperative not accepted: verbs pronominal
 * in every current sense (§17.10, §17.12), and "lloviznad". */
static const char *const reg_not_accepted[] = {
	"abromad", "abstén", "abstené", "abstened", "adrezad",
	"afeccionad", "afrancad", "alampad", "alobad", "amulad", "apensionad",
	"apegad", "atené", "atened", "atreved", "caneced", "comedid",
	"condolé", "condoled", "confabulad", "conjuramentad",
	"deshonestad", "desmanad", "despereced", "despizcad", "encerrizad",
	"enmontad", "ensayalad", "esguilad", "finchad", "fugad", "jactad",
	"macad", "opilad", "percatad", "refriad", "reguardad", "lloviznad",
	NULL
};

/* Verbs accepted only in the infinitive: desusados with a posmarca of
 * vulgarism or dialect, and verbs that appear only in envíos. */
static const char *const reg_infinitive_only[] = {
	"afogar", "aforcar", "añedir", "añidir",
	"arrempujar", "atorgar", "blincar", "embabucar", "erutar", "escurecer",
	"estajar", "fuercear", "jorrar", "pablar", "refanfinflar", NULL
};

/*
 * §17.8: verbs impersonal in every sense keep the infinitive, the
 * participle, the gerund and the third persons singular (ventiscar:
 * ventiscado, ventiscando, ventisca, ventiscaba, ventiscó, ventiscará,
 * ventiscaría, ventisque, ventiscare, ventiscara, ventiscase).  Nobody
 * publishes a list of them: these are the regulation's own and the
 * weather verbs of RLA-ES's lists whose only sense is impersonal.
 */
static const char *const reg_impersonal[] = {
	"clarecer", "tardecer", "ventiscar", "ventisquear", "encelajar",
	"atardecer", "cellisquear", "chaparrear", "diluviar", "garuar",
	"lloviznar", "molliznar", "molliznear", "neviscar", NULL
};

/* respectar: only the infinitive and the third persons, as listed. */
static const char *const reg_respectar[] = {
	"respecta", "respectaba", "respectaban", "respectan", "respectar",
	"respectara", "respectará", "respectaran",
	"respectarán", "respectare", "respectaren",
	"respectaría", "respectarían", "respectaron",
	"respectase", "respectasen", "respecte", "respecten",
	"respectó", NULL
};

/* Forms the regulation accepts by name: "habemos" (haber). */
static const char *const reg_accepted[] = { "habemos", NULL };

/* Does s contain a capital letter (proper nouns §9, initialisms §15)? */
static int
has_capital(const char *s)
{
	uint32_t cp[MAX_CP];
	size_t n = word_cps(s, cp);

	for (size_t i = 0; i < n; i++) {
		if (uc_tolower(cp[i]) != cp[i])
			return 1;
	}
	return 0;
}

/* Does s[0..n) look like an infinitive (-ar, -er, -ir, -ír)? */
static int
is_infinitive_n(const char *s, size_t n)
{
	return (n > 2 && s[n - 1] == 'r' && strchr("aei", s[n - 2]) != NULL)
	    || (n > 3 && strncmp(s + n - 3, "\xc3\xadr", 3) == 0);
}

/* Does the stem look like an infinitive? */
static int
is_infinitive(const char *s)
{
	return is_infinitive_n(s, strlen(s));
}

/* Fill b->local with the forms of the current entry. */
static void
local_forms(struct build *b)
{
	strmap_clear(&b->local);
	for (size_t i = 0; i < b->fv.n; i++)
		stress_map_add(&b->local, b->fv.v[i].s);
}

/* Is the entry a verb: an infinitive with a paradigm (not "altar")? */
static int
verb_entry(struct build *b, int src, const struct dic_entry *e)
{
	if (!is_infinitive(e->stem) || has_capital(e->stem))
		return 0;
	expand_entry(&b->aff[src], e, &b->fv);
	return b->fv.n >= 10;
}

/*
 * Pass one: the forms of every verb, and the affix rules that make forms
 * taking enclitics (infinitive, gerund, imperatives: "ama" in "amadla",
 * "amaos", "ámame"), learnt from the enclitic forms the dictionaries make.
 * A verb whose entry carries few enclitic classes still has its "adueña"
 * made by such a rule, which is how "aduéñate" is recognised elsewhere.
 */
static void
collect_verbs(struct build *b, int src)
{
	const struct dic_file *d = &b->dic[src];
	char key[4 * MAX_CP + 1];

	for (size_t i = 0; i < d->count; i++) {
		if (!verb_entry(b, src, &d->entries[i]))
			continue;
		local_forms(b);
		strmap_clear(&b->learned);
		for (size_t k = 0; k < b->fv.n; k++) {
			const char *s = b->fv.v[k].s;

			if (k > 0 && enclitic_of(s, &b->local, &b->local,
			    &b->learned))
				continue;
			*strmap_ref(&b->words, s, strlen(s)) |= W_VERB;
			stress_map_add(&b->verbs, s);
			plain_mark(b, s, P_VERB);
		}
		for (size_t k = 1; k < b->fv.n; k++) {
			size_t n = deaccent(b->fv.v[k].s, key, sizeof key);

			if (strmap_get(&b->learned, key, n) != 0)
				b->fv.v[k].rule->host = 1;
		}
	}
}

/* Pass one and a half: every form a host rule makes, and every
 * infinitive, takes enclitics. */
static void
collect_hosts(struct build *b, int src)
{
	const struct dic_file *d = &b->dic[src];

	for (size_t i = 0; i < d->count; i++) {
		if (!verb_entry(b, src, &d->entries[i]))
			continue;
		for (size_t k = 0; k < b->fv.n; k++) {
			if (k == 0 || b->fv.v[k].rule->host)
				stress_map_add(&b->hosts, b->fv.v[k].s);
		}
	}
}

/* hunspell-es writes irregular verb forms as stems without flags (da, di,
 * huele, yendo), and their enclitic forms too (dame, dínoslo, huélelas).
 * Those stems join the verb forms (and the hosts) enclitics are sought in;
 * real words of that shape (ese, dese, ole) are wspanish headwords. */
static void
bare_stems(struct build *b, int src)
{
	const struct dic_file *d = &b->dic[src];

	for (size_t i = 0; i < d->count; i++) {
		const struct dic_entry *e = &d->entries[i];

		if (e->nflags != 0 || has_capital(e->stem))
			continue;
		stress_map_add(&b->verbs, e->stem);
		stress_map_add(&b->hosts, e->stem);
	}
}

/* Is the k-th form of the current entry enclitic (§17.5)?  Derived forms
 * are judged against their own verb; a stem that is already enclitic
 * ("dímelo", COES's "ábrelo") against every verb, as is every COES form:
 * COES writes enclitic forms as stems with flags of their own. */
static int
form_enclitic(struct build *b, int src, size_t k, int stem_enclitic)
{
	const char *s = b->fv.v[k].s;

	if (stem_enclitic)
		return 1;
	if (k > 0 && enclitic_of(s, &b->local, &b->local, NULL))
		return 1;
	return src == SRC_COES && k > 0 &&
	    enclitic_of(s, &b->hosts, &b->verbs, NULL);
}

/* Is s in the NULL-terminated list? */
static int
in_list(const char *const *list, const char *s)
{
	for (; *list != NULL; list++) {
		if (strcmp(*list, s) == 0)
			return 1;
	}
	return 0;
}

/* §2, §4: adverbs in -mente and superlatives in -ísimo are accepted only
 * when the dictionary has them; COES makes them by rule (flags J, M, N),
 * hunspell-es lists the dictionary's own.  Only COES's are dropped. */
static int
made_derivative(const char *s)
{
	size_t n = strlen(s);
	static const char *const endings[] = {
		"mente", "ísimo", "ísima", "ísimos",
		"ísimas", NULL
	};

	for (const char *const *e = endings; *e != NULL; e++) {
		size_t k = strlen(*e);

		if (n > k && strcmp(s + n - k, *e) == 0)
			return 1;
	}
	return 0;
}

/* Does §17.12 forbid this form of the entry's verb (see its lists)? */
static int
regulation_forbids(const char *stem, const char *form)
{
	if (strcmp(stem, form) == 0)
		return 0;
	if (in_list(reg_infinitive_only, stem))
		return 1;
	return strcmp(stem, "respectar") == 0 && !in_list(reg_respectar, form);
}

/* Record the k-th form of the entry being expanded in b->words. */
static void
record_form(struct build *b, int src, const struct dic_entry *e, size_t k,
    int stem_enc)
{
	static const uint32_t plain[3] = { W_HUN, W_COES, W_RLA };
	static const uint32_t enc[3] = { W_HUN_ENC, W_COES_ENC, W_RLA_ENC };
	const struct form *f = &b->fv.v[k];
	int is_enc = form_enclitic(b, src, k, stem_enc);
	uint32_t bits = plain[src];

	if (b->dump[src] != NULL)
		fprintf(b->dump[src], "%s\n", f->s);
	if (f->cls != NULL) {
		((struct affix_class *)f->cls)->produced++;
		if (is_enc)
			((struct affix_class *)f->cls)->enclitic++;
	}
	if (is_enc)
		bits = enc[src];
	else if (src == SRC_COES && k > 0 && made_derivative(f->s))
		bits = W_COES_MADE;
	else if (regulation_forbids(e->stem, f->s))
		bits = W_REG_DROP;
	if (k > 0 && src != SRC_COES)
		bits |= W_HUN_DERIVED;
	if (!is_enc)
		bits |= analysis(b, src, e, f->s);
	*strmap_ref(&b->words, f->s, strlen(f->s)) |= bits;
}

/* Pass two: expand every entry of a source into b->words. */
static void
collect_source(struct build *b, int src)
{
	const struct dic_file *d = &b->dic[src];

	for (size_t i = 0; i < d->count; i++) {
		const struct dic_entry *e = &d->entries[i];
		int stem_enc;

		b->st.entries[src]++;
		if (e->cat & (C_ABBR | C_PROPER)) {	/* §1, §9, §15 */
			b->st.rla_skipped++;
			continue;
		}
		if (has_capital(e->stem)) {	/* §9, §15 */
			b->st.capital_entries[src]++;
			continue;
		}
		expand_entry(&b->aff[src], e, &b->fv);
		local_forms(b);
		stem_enc = (src == SRC_COES || e->nflags == 0) &&
		    enclitic_of(e->stem, &b->verbs, &b->verbs, NULL);
		if (src != SRC_COES)
			*strmap_ref(&b->words, e->stem, strlen(e->stem)) |=
			    e->nflags ? W_HUN_STEM : W_HUN_BARE;
		for (size_t k = 0; k < b->fv.n; k++)
			record_form(b, src, e, k, stem_enc);
	}
}

/* wspanish: one word a line, already inflected where it is (feminines). */
static void
collect_wspanish(struct build *b, const char *path)
{
	FILE *f = fopen(path, "r");
	char *buf = NULL, *line;
	size_t cap = 0;

	if (f == NULL)
		fatal("%s: %s", path, strerror(errno));
	while ((line = read_line(f, &buf, &cap)) != NULL) {
		if (*line == '\0')
			continue;
		b->st.wsp_words++;
		if (has_capital(line)) {	/* §9, §15 */
			b->st.wsp_capital++;
			continue;
		}
		*strmap_ref(&b->words, line, strlen(line)) |= W_WSP;
	}
	free(buf);
	fclose(f);
}

/* ------------------------------------------------------------------ */
/* The regulation's rules on pronominal verbs and plurals              */
/* ------------------------------------------------------------------ */

/* Is the word in the list from one of the sources we use, not enclitic? */
static int
from_sources(const struct build *b, uint32_t bits)
{
	return (bits & (W_HUN | W_WSP | W_RLA)) != 0 ||
	    (b->use_coes && (bits & W_COES) != 0);
}

/* Set bits on a word, adding it if new. */
static void
word_mark(struct build *b, const char *s, size_t n, uint32_t bits)
{
	*strmap_ref(&b->words, s, n) |= bits;
}

/* A form of a verb: its infinitive (n bytes) minus `strip` bytes, plus an
 * ending ("dignar" - 1 + "d", "dignar" - 2 + "ada"). */
static void
verb_form(char *out, size_t size, const char *inf, size_t n, size_t strip,
    const char *ending)
{
	snprintf(out, size, "%.*s%s", (int)(n - strip), inf, ending);
}

/* §17.4, §17.10: drop the 2nd person plural imperative (abromad, atreved)
 * of an exclusively pronominal verb, and the feminine and plural of its
 * participle (dignada, dignados) unless the participle has an entry of its
 * own (arrepentido: the stem of hunspell-es or a word of wspanish). */
static void
pronominal_drops(struct build *b, const char *inf, size_t n)
{
	static const char *const ar[] = { "ado", "ada", "ados", "adas" };
	static const char *const ir[] = { "ido", "ida", "idos", "idas" };
	const char *const *part = inf[n - 2] == 'a' ? ar : ir;
	char form[4 * MAX_CP + 8];
	uint32_t own = 0;

	verb_form(form, sizeof form, inf, n, 1, "d");
	word_mark(b, form, strlen(form), W_PRON_DROP);
	if (inf[n - 2] != 'a' && inf[n - 2] != 'e' && inf[n - 2] != 'i')
		return;		/* -ír: reír, oír have reído */
	for (int i = 0; i < 2; i++) {
		verb_form(form, sizeof form, inf, n, 2, part[i]);
		own |= strmap_get(&b->words, form, strlen(form));
	}
	if ((own & (W_HUN_STEM | W_WSP)) != 0)
		return;
	for (int i = 1; i < 4; i++) {
		verb_form(form, sizeof form, inf, n, 2, part[i]);
		word_mark(b, form, strlen(form), W_PRON_DROP);
	}
}

/* §17.5, §17.10: an exclusively pronominal verb is written with "se" in
 * its dictionary entry; wspanish (headwords) and hunspell-es stems without
 * flags keep that "se".  Both infinitives are valid, with and without it. */
static void
pronominal_verbs(struct build *b)
{
	char **found = NULL;
	size_t nfound = 0;

	for (size_t i = 0; i < b->words.cap; i++) {
		const char *s = b->words.keys[i];
		size_t n;

		if (s == NULL || (b->words.vals[i] & (W_WSP |
		    W_HUN_BARE)) == 0)
			continue;
		n = strlen(s);
		if (n < 5 || strcmp(s + n - 2, "se") != 0 ||
		    !is_infinitive_n(s, n - 2))
			continue;
		found = xrealloc(found, (nfound + 1) * sizeof *found);
		found[nfound++] = b->words.keys[i];
	}
	for (size_t i = 0; i < nfound; i++) {
		size_t n = strlen(found[i]) - 2;

		word_mark(b, found[i], n + 2, W_PRON);
		word_mark(b, found[i], n, W_PRON);
		pronominal_drops(b, found[i], n);
	}
	b->st.pron_verbs = nfound;
	free(found);
}

/* Is code point c a vowel, with or without accent? */
static int
is_vowel_cp(uint32_t c)
{
	return vowel_kind(c) != 0;
}

/*
 * §18.4: the regular plurals of a noun or adjective, written into out[0]
 * and maybe out[1]; returns how many (0: invariable or no rule).  Accents
 * are not adjusted (camión -> camiónes): the tiles drop them anyway.
 *   vowel, unstressed or á é ó        -s         (18.4.2)
 *   í ú                              -es and -s  (18.4.2)
 *   b c f g h(not ch) k m p t v       -s         (18.4.1)
 *   d j l r                          -es
 *   n  -es, but words stressed three syllables from the end stay
 *   s x  -es on monosyllables and words stressed last, others stay
 *   y  -es;  z  -ces;  ch  stays
 */
static int
plural_forms(const char *w, char out[2][4 * MAX_CP + 8])
{
	uint32_t cp[MAX_CP];
	size_t n = word_cps(w, cp), len = strlen(w);
	uint32_t last = cp[n - 1], prev = n > 1 ? cp[n - 2] : 0;
	int written, after = stress_after(cp, n, &written);

	if (is_vowel_cp(last)) {
		if (last == 0xed || last == 0xfa) {
			snprintf(out[0], sizeof out[0], "%ses", w);
			snprintf(out[1], sizeof out[1], "%ss", w);
			return 2;
		}
		snprintf(out[0], sizeof out[0], "%ss", w);
		return 1;
	}
	switch (last) {
	case 'b': case 'c': case 'f': case 'g': case 'k': case 'm': case 'p':
	case 't': case 'v':
		snprintf(out[0], sizeof out[0], "%ss", w);
		return 1;
	case 'h':
		if (prev == 'c')
			return 0;
		snprintf(out[0], sizeof out[0], "%ss", w);
		return 1;
	case 'd': case 'j': case 'l': case 'r': case 'y':
		snprintf(out[0], sizeof out[0], "%ses", w);
		return 1;
	case 'n':
		if (after >= 2)
			return 0;
		snprintf(out[0], sizeof out[0], "%ses", w);
		return 1;
	case 's': case 'x':
		if (after != 0)
			return 0;
		snprintf(out[0], sizeof out[0], "%ses", w);
		return 1;
	case 'z':
		snprintf(out[0], sizeof out[0], "%.*sces", (int)(len - 1), w);
		return 1;
	default:
		return 0;
	}
}

/* Can w take a §18.4 plural we form?  Only words that wspanish lists (as
 * headwords, uninflected) and hunspell-es does not inflect, that are no
 * verb forms (infinitives included: §17) and no adverbs in -mente
 * (§18.2.1).  COES is no guide here: it lacks many plurals (ambigúes). */
static int
needs_plural(const char *w, uint32_t bits)
{
	size_t n = strlen(w);
	uint32_t inflected = W_HUN | W_HUN_ENC | W_RLA | W_RLA_ENC | W_VERB |
	    W_PRON;

	if ((bits & W_KEEP) == 0 || (bits & W_WSP) == 0 ||
	    (bits & inflected) != 0)
		return 0;
	if (is_infinitive(w) || (n > 5 && strcmp(w + n - 5, "mente") == 0))
		return 0;
	return 1;
}

/* §18.4: add the regular plurals the sources lack. */
static void
add_plurals(struct build *b)
{
	char **todo = NULL;
	size_t ntodo = 0;

	for (size_t i = 0; i < b->words.cap; i++) {
		if (b->words.keys[i] == NULL ||
		    !needs_plural(b->words.keys[i], b->words.vals[i]))
			continue;
		todo = xrealloc(todo, (ntodo + 1) * sizeof *todo);
		todo[ntodo++] = b->words.keys[i];
	}
	for (size_t i = 0; i < ntodo; i++) {
		char pl[2][4 * MAX_CP + 8];
		int k = plural_forms(todo[i], pl);

		for (int j = 0; j < k; j++) {
			uint32_t *v = strmap_ref(&b->words, pl[j],
			    strlen(pl[j]));

			if ((*v & W_KEEP) == 0)
				b->st.plurals++;
			*v |= W_PLURAL | W_KEEP;
		}
	}
	free(todo);
}

/* ------------------------------------------------------------------ */
/* Decisions, filters and output                                       */
/* ------------------------------------------------------------------ */

/* The digraphs alone are no words (§5). */
static const char *const digraphs[] = { "ch", "gu", "ll", "qu", "rr" };

/* Does w have a vowel (y counts)?  Vowelless entries of the sources are
 * abbreviations and symbols: cm, pts, cfr, sr (§1, §16). */
static int
has_vowel(const char *w)
{
	uint32_t cp[MAX_CP];
	size_t n = word_cps(w, cp);

	for (size_t i = 0; i < n; i++) {
		if (vowel_kind(cp[i]) != 0 || cp[i] == 'y')
			return 1;
	}
	return 0;
}

/* Is c a consonant letter (y and ü aside)? */
static int
is_consonant(uint32_t c)
{
	return (c >= 'a' && c <= 'z' && vowel_kind(c) == 0 && c != 'y') ||
	    c == 0xf1;
}

/* Can the consonants cp[0..n) begin a Spanish syllable (bl, tr, ch)? */
static int
valid_onset(const uint32_t *cp, size_t n)
{
	static const char *const pairs[] = {
		"bl", "br", "cl", "cr", "dr", "fl", "fr", "gl", "gr", "pl",
		"pr", "tl", "tr", "ch", "ll", "rr", "sh"
	};

	if (n <= 1)
		return 1;
	if (n > 2 || cp[0] > 0x7f || cp[1] > 0x7f)
		return 0;
	for (size_t i = 0; i < sizeof pairs / sizeof *pairs; i++) {
		if (cp[0] == (uint32_t)pairs[i][0] && cp[1] == (uint32_t)pairs[i][1])
			return 1;
	}
	return 0;
}

/* The shape of an abbreviation: consonants no Spanish syllable starts
 * with before the first vowel (dpto, sto, hno, srta) or a doubled t (atte),
 * a monosyllable with an accent it could not carry (pág, núm, máx), or,
 * for stems that nothing else supports, a final consonant Spanish words do
 * not end in (cit, izq, etc).  Final x, y, h, m and doubled letters stay
 * (box, troy, uh, zum, hall). */
static int
abbreviation_shape(const char *w, int unsupported)
{
	uint32_t cp[MAX_CP];
	size_t n = word_cps(w, cp), run = 0;
	int nucleus[MAX_CP], written;
	uint32_t last = cp[n - 1];

	while (run < n && is_consonant(cp[run]))
		run++;
	if (!valid_onset(cp, run) || strstr(w, "tt") != NULL)
		return 1;
	if (vowel_kind(last) != 0)
		return 0;
	stress_after(cp, n, &written);
	if (nuclei(cp, n, nucleus) == 1 && written &&
	    strchr("nsl", (int)last) == NULL)
		return 1;
	if (!unsupported || strchr("xyhm", (int)last) != NULL ||
	    (n > 1 && cp[n - 2] == last))
		return 0;
	return is_consonant(last) && strchr("lnrsdzj", (int)last) == NULL;
}

/* Is w a plural (s, es, y -> is) or a verb form of something we know,
 * accents aside (crie, fio: crié, fió; cúes: cu)? */
static int
known_by_form(const struct build *b, const char *w)
{
	char key[4 * MAX_CP + 8];
	size_t n = deaccent(w, key, sizeof key - 2);

	if (strmap_get(&b->plain, key, n) & P_VERB)
		return 1;
	if (n > 2 && key[n - 1] == 's' && (strmap_get(&b->plain, key, n - 1) &
	    P_WORD))
		return 1;
	if (n > 3 && strcmp(key + n - 2, "es") == 0 &&
	    (strmap_get(&b->plain, key, n - 2) & P_WORD))
		return 1;
	if (n > 3 && strcmp(key + n - 2, "is") == 0) {
		key[n - 2] = 'y';
		return (strmap_get(&b->plain, key, n - 1) & P_WORD) != 0;
	}
	return 0;
}

/*
 * §1: hunspell-es keeps abbreviations without their period (etc, pág, núm,
 * izq, avda...).  A short stem of it that wspanish does not list and that
 * is no form of a known word is taken for one when it has their shape.
 */
static int
is_abbreviation(const struct build *b, const char *w, uint32_t bits)
{
	uint32_t cp[MAX_CP];

	if ((bits & (W_HUN_BARE | W_HUN_STEM)) == 0 ||
	    (bits & (W_WSP | W_PRON)) != 0 || word_cps(w, cp) > 4 ||
	    known_by_form(b, w))
		return 0;
	return abbreviation_shape(w, (bits & (W_HUN_STEM | W_HUN_DERIVED))
	    == 0);
}

/* Is w no word at all by §1, §5, §14 (counting why)? */
static int
not_a_word(struct build *b, const char *w, uint32_t bits)
{
	size_t n = strlen(w);

	for (size_t i = 0; i < sizeof digraphs / sizeof *digraphs; i++) {
		if (strcmp(w, digraphs[i]) == 0) {
			b->st.digraph++;
			return 1;
		}
	}
	if (n > 0 && (w[0] == '-' || w[n - 1] == '-')) {	/* §14 */
		b->st.affix_morpheme++;
		return 1;
	}
	if (!has_vowel(w)) {
		b->st.no_vowel++;
		return 1;
	}
	if (is_abbreviation(b, w, bits)) {
		b->st.abbrev++;
		return 1;
	}
	return 0;
}

/* §17.12: the forms the regulation names, out or in. */
static void
regulation_lists(struct build *b)
{
	for (const char *const *w = reg_not_accepted; *w != NULL; w++) {
		uint32_t *v = strmap_ref(&b->words, *w, strlen(*w));

		if (*v & W_KEEP)
			b->st.reg_dropped++;
		*v = (*v & ~W_KEEP) | W_REG_DROP;
	}
	for (const char *const *w = reg_accepted; *w != NULL; w++) {
		uint32_t *v = strmap_ref(&b->words, *w, strlen(*w));

		if (!(*v & W_KEEP))
			b->st.reg_added++;
		*v |= W_KEEP | W_REG_ADD;
	}
}

/* The first decision: a word of a source we use, not enclitic (§17.5),
 * then the pronominal verbs (§17.10) and the plurals (§18.4). */
static void
decide(struct build *b)
{
	for (size_t i = 0; i < b->words.cap; i++) {
		if (b->words.keys[i] == NULL)
			continue;
		if (from_sources(b, b->words.vals[i]))
			b->words.vals[i] |= W_KEEP;
		if (b->words.vals[i] & (W_HUN | W_HUN_ENC | W_WSP | W_RLA |
		    W_RLA_ENC |
		    (b->use_coes ? W_COES | W_COES_ENC : 0)))
			b->st.union_words++;
	}
	pronominal_verbs(b);
	regulation_lists(b);
	for (size_t i = 0; i < b->words.cap; i++) {
		uint32_t *v = &b->words.vals[i];

		if (b->words.keys[i] == NULL)
			continue;
		if ((*v & W_PRON) != 0 && (*v & W_KEEP) == 0) {
			*v |= W_KEEP;
			b->st.pron_added++;
		}
		if ((*v & W_PRON_DROP) != 0 && (*v & W_KEEP) != 0) {
			*v &= ~W_KEEP;
			b->st.pron_dropped++;
		}
	}
	fise_rules(b);
	add_plurals(b);
	for (size_t i = 0; i < b->words.cap; i++) {
		if (b->words.keys[i] != NULL && (b->words.vals[i] & W_KEEP))
			plain_mark(b, b->words.keys[i], P_WORD);
	}
	for (size_t i = 0; i < b->words.cap; i++) {
		if (b->words.keys[i] == NULL || !(b->words.vals[i] & W_KEEP))
			continue;
		if (not_a_word(b, b->words.keys[i], b->words.vals[i]))
			b->words.vals[i] = (b->words.vals[i] & ~W_KEEP) |
			    W_ABBREV;
		else
			b->st.kept_before_tiles++;
	}
}

/* A word as tiles, for sorting in tile order. */
struct tword {
	tile_t t[TILES_MAX_WORD];
	uint8_t n;
};

/* Tile order, a word before its extensions. */
static int
tword_compare(const void *a, const void *b)
{
	const struct tword *x = a, *y = b;
	size_t n = x->n < y->n ? x->n : y->n;
	int c = memcmp(x->t, y->t, n);

	if (c != 0)
		return c;
	return (int)x->n - (int)y->n;
}

/* Turn a kept word into tiles (§11 K/W, §16 symbols, 2-15 tiles). */
static int
word_tiles(struct build *b, const char *w, struct tword *out)
{
	struct tiles_failure fail;
	int n = tiles_parse(w, strlen(w), TILES_MODE_WORD, out->t,
	    TILES_MAX_WORD, &fail);

	if (n < 0) {
		if (fail.error == TILES_ERR_NOT_SPANISH)
			b->st.kw++;
		else if (fail.error == TILES_ERR_TOO_LONG)
			b->st.long_words++;
		else
			b->st.symbol++;
		return 0;
	}
	if (n < 2) {
		b->st.short_words++;
		return 0;
	}
	out->n = (uint8_t)n;
	return 1;
}

/* Write the kept words as tiles, sorted, one a line. */
static void
write_list(struct build *b, const char *path)
{
	struct tword *v = xmalloc(b->words.count * sizeof *v);
	size_t n = 0;
	FILE *f = fopen(path, "w");
	char text[4 * TILES_MAX_WORD + 1];

	if (f == NULL)
		fatal("%s: %s", path, strerror(errno));
	for (size_t i = 0; i < b->words.cap; i++) {
		if (b->words.keys[i] != NULL && (b->words.vals[i] & W_KEEP) &&
		    word_tiles(b, b->words.keys[i], &v[n]))
			n++;
	}
	qsort(v, n, sizeof *v, tword_compare);
	for (size_t i = 0; i < n; i++) {
		if (i > 0 && tword_compare(&v[i - 1], &v[i]) == 0) {
			b->st.dup_tiles++;
			continue;
		}
		tiles_to_record(v[i].t, v[i].n, text, sizeof text);
		fprintf(f, "%s\n", text);
		b->st.final++;
	}
	if (fclose(f) != 0)
		fatal("%s: write error", path);
	free(v);
}

/* How many words carry all of `all` and none of `none`. */
static unsigned long
count_words(const struct build *b, uint32_t all, uint32_t none)
{
	unsigned long n = 0;

	for (size_t i = 0; i < b->words.cap; i++) {
		uint32_t v = b->words.vals[i];

		if (b->words.keys[i] != NULL && (v & all) == all &&
		    (v & none) == 0)
			n++;
	}
	return n;
}

/* The classes of one affix file that made enclitic forms. */
static void
report_classes(FILE *f, const struct affix_file *af, const char *name)
{
	fprintf(f, "  %s affix classes making enclitic forms (flag: enclitic/"
	    "all forms):\n   ", name);
	for (size_t i = 0; i < af->nclasses; i++) {
		const struct affix_class *c = &af->classes[i];
		uint8_t buf[8];
		int k;

		if (c->enclitic == 0 || c->flag > 0x10ffff)
			continue;
		k = u8_uctomb(buf, c->flag, sizeof buf);
		fprintf(f, " %.*s:%lu/%lu", k > 0 ? k : 0, (char *)buf,
		    c->enclitic, c->produced);
	}
	fputc('\n', f);
}

/* The counts of the RLA-ES lists and the rules they make possible. */
static void
report_rla(const struct build *b, FILE *f)
{
	const struct stats *s = &b->st;
	unsigned long v177 = 0, v1711 = 0, v174 = 0;

	for (size_t i = 0; i < b->vlists.cap; i++) {
		uint32_t r;

		if (b->vlists.keys[i] == NULL)
			continue;
		r = verb_rule(b, b->vlists.keys[i]);
		v177 += r == W_T177;
		v1711 += r == W_T1711;
		v174 += r == W_T174;
	}
	fprintf(f, "RLA-ES: %lu lists; %lu entries of abbreviation and "
	    "proper-noun lists left out (§1, §9, §15)\n", s->rla_lists,
	    s->rla_skipped);
	fprintf(f, "  kept forms hunspell-es lacks: %lu; of them COES and "
	    "wspanish lack: %lu\n",
	    count_words(b, W_RLA | W_KEEP, W_HUN | W_HUN_ENC),
	    count_words(b, W_RLA | W_KEEP, W_HUN | W_HUN_ENC | W_COES |
	    W_COES_ENC | W_WSP));
	fprintf(f, "§17.7 infinitive-only archaic verbs: %lu, forms dropped "
	    "%lu\n", v177, s->r177);
	fprintf(f, "§17.11 infinitive-only verbs of Spain: %lu, forms dropped "
	    "%lu\n", v1711, s->r1711);
	fprintf(f, "§17.4, §17.10 intransitive or pronominal verbs: %lu, "
	    "participles dropped %lu\n", v174, s->r174);
	fprintf(f, "§17.8 exclusively impersonal verbs: %zu, forms dropped "
	    "%lu\n", sizeof reg_impersonal / sizeof *reg_impersonal - 1,
	    s->r178);
	fprintf(f, "§1, §15 abbreviations dropped: %lu; §9, §15 proper nouns "
	    "dropped: %lu\n", s->r_abbr, s->r_proper);
	fprintf(f, "§2 -mente forms in no adverb list and no headword: %lu\n",
	    s->r_mente);
	fprintf(f, "(dictionary) forms only of noRAE/ lemmas: %lu, of them "
	    "-mente adverbs (§2): %lu\n", s->r_norae, s->r_norae_mente);
}

/* The counts of every step, for data/README.md. */
static void
report(const struct build *b, FILE *f)
{
	const struct stats *s = &b->st;
	static const char *const name[3] = { "hunspell-es", "COES",
	    "RLA-ES" };
	static const uint32_t oks[3] = { W_HUN, W_COES, W_RLA };
	static const uint32_t encs[3] = { W_HUN_ENC, W_COES_ENC, W_RLA_ENC };

	for (int src = 0; src < 3; src++) {
		uint32_t ok = oks[src], enc = encs[src];

		if (!b->have[src])
			continue;
		fprintf(f, "%s: %lu entries, %lu with a capital dropped "
		    "(§9, §15); %lu distinct forms, %lu of them only with "
		    "enclitics (§17.5)\n", name[src], s->entries[src],
		    s->capital_entries[src], count_words(b, ok, 0) +
		    count_words(b, enc, ok), count_words(b, enc, ok));
		report_classes(f, &b->aff[src], name[src]);
	}
	fprintf(f, "wspanish: %lu words, %lu with a capital (§9, §15)\n",
	    s->wsp_words, s->wsp_capital);
	fprintf(f, "COES words %s\n", b->use_coes ? "used" : "not used");
	fprintf(f, "union of the sources used: %lu words\n", s->union_words);
	fprintf(f, "  new from wspanish: %lu; new from COES: %lu\n",
	    count_words(b, W_WSP | W_KEEP, W_HUN | W_COES),
	    b->use_coes ? count_words(b, W_COES | W_KEEP, W_HUN) : 0);
	fprintf(f, "§17.10 exclusively pronominal verbs: %lu; infinitives "
	    "added: %lu; imperatives/participles dropped: %lu\n",
	    s->pron_verbs, s->pron_added, s->pron_dropped);
	fprintf(f, "§17.12 forms named by the regulation: %lu dropped, %lu "
	    "added; forms of infinitive-only verbs dropped: %lu\n",
	    s->reg_dropped, s->reg_added, count_words(b, W_REG_DROP,
	    W_KEEP | W_HUN | W_COES | W_WSP));
	fprintf(f, "§2, §4 COES's -mente/-ísimo forms left out: %lu\n",
	    count_words(b, W_COES_MADE, W_HUN | W_WSP | (b->use_coes ? W_COES :
	    0)));
	if (b->have[SRC_RLA])
		report_rla(b, f);
	fprintf(f, "§18.4 plurals added: %lu\n", s->plurals);
	fprintf(f, "dropped as no words: §5 digraphs %lu, §14 affixes %lu, "
	    "§1/§16 no vowel %lu, §1 abbreviations %lu\n", s->digraph,
	    s->affix_morpheme, s->no_vowel, s->abbrev);
	fprintf(f, "spellings kept: %lu\n", s->kept_before_tiles);
	fprintf(f, "dropped at tiles: §11 K/W %lu, §16 symbols %lu, "
	    "1 tile %lu, over 15 tiles %lu; same tiles merged %lu\n", s->kw,
	    s->symbol, s->short_words, s->long_words, s->dup_tiles);
	fprintf(f, "words written: %lu\n", s->final);
}

/* One line per candidate word: its spelling, what we know, the verdict. */
static void
explain(const struct build *b, const char *path)
{
	/* One letter per W_* bit, lowest first. */
	static const char letters[] = "HhCcWSBVPDLKRAMXYGgF+7ys!pnrvdl8";
	FILE *f = fopen(path, "w");

	if (f == NULL)
		fatal("%s: %s", path, strerror(errno));
	for (size_t i = 0; i < b->words.cap; i++) {
		char flags[sizeof letters];
		size_t n = 0;

		if (b->words.keys[i] == NULL)
			continue;
		for (int k = 0; letters[k] != '\0'; k++) {
			if (b->words.vals[i] & (1u << k))
				flags[n++] = letters[k];
		}
		flags[n] = '\0';
		fprintf(f, "%s\t%s\n", b->words.keys[i], flags);
	}
	fclose(f);
}

/* ------------------------------------------------------------------ */
/* RLA-ES: lemma lists by grammatical category                        */
/* ------------------------------------------------------------------ */

/* The C_* bits of a lemma list, from its path under palabras/
 * ("RAE/l10n/es_ES/VerbosTransitivos.txt"). */
static uint32_t
list_category(const char *rel)
{
	const char *name = strrchr(rel, '/');
	uint32_t c = strncmp(rel, "RAE/", 4) == 0 ? C_RAE : C_NORAE;

	name = name != NULL ? name + 1 : rel;
	if (strstr(rel, "/l10n/es_ES/") != NULL)
		c |= C_ES;
	else if (strstr(rel, "/l10n/") != NULL)
		c |= C_COUNTRY;
	if (strncmp(name, "VerbosAnticuados", 16) == 0)
		c |= C_ARCHAIC;
	else if (strncmp(name, "Verbos", 6) == 0 &&
	    strcmp(name, "VerbosIrregulares.txt") != 0) {
		c |= C_VERB;
		if (strstr(name, "Transitivos") != NULL)
			c |= C_TRANS;
	} else if (strcmp(name, "Abreviaturas.txt") == 0)
		c |= C_ABBR;
	else if (strcmp(name, "NombresPropiosSiglas.txt") == 0)
		c |= C_PROPER;
	else if (strcmp(name, "Adverbios.txt") == 0)
		c |= C_ADVERB;
	return c;
}

/* dir/name into out, or stop when it does not fit. */
static void
path_join(char *out, size_t size, const char *dir, const char *name)
{
	if ((size_t)snprintf(out, size, "%s/%s", dir, name) >= size)
		fatal("path too long: %s/%s", dir, name);
}

/* Append the .txt files under root/rel to *paths, recursively. */
static void
list_files(const char *root, const char *rel, char ***paths, size_t *n)
{
	char path[4096], sub[4096];
	struct dirent *de;
	struct stat sb;
	DIR *d;

	path_join(path, sizeof path, root, rel);
	if ((d = opendir(path)) == NULL)
		fatal("%s: %s", path, strerror(errno));
	while ((de = readdir(d)) != NULL) {
		size_t len = strlen(de->d_name);

		if (de->d_name[0] == '.')
			continue;
		path_join(sub, sizeof sub, rel, de->d_name);
		path_join(path, sizeof path, root, sub);
		if (stat(path, &sb) == 0 && S_ISDIR(sb.st_mode))
			list_files(root, sub, paths, n);
		else if (len > 4 && strcmp(de->d_name + len - 4, ".txt") == 0) {
			*paths = xrealloc(*paths, (*n + 1) * sizeof **paths);
			(*paths)[*n] = xmalloc(strlen(sub) + 1);
			memcpy((*paths)[(*n)++], sub, strlen(sub) + 1);
		}
	}
	closedir(d);
}

/* qsort comparison of two paths. */
static int
path_compare(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Read one lemma list: "lemma/flags", "# comment" lines, and comments
 * after an entry ("banco/S☎️ # entidad financiera"). */
static void
rla_read_list(struct build *b, const char *root, const char *rel)
{
	struct dic_file *df = &b->dic[SRC_RLA];
	char path[4096], *buf = NULL, *line, *fields[1], *slash, *hash;
	size_t cap = 0;
	uint32_t cat = list_category(rel);
	FILE *f;

	path_join(path, sizeof path, root, rel);
	if ((f = fopen(path, "r")) == NULL)
		fatal("%s: %s", path, strerror(errno));
	while ((line = read_line(f, &buf, &cap)) != NULL) {
		struct dic_entry *e;

		if ((hash = strchr(line, '#')) != NULL)
			*hash = '\0';
		if (split_fields(line, fields, 1) == 0)
			continue;
		if (df->count % 65536 == 0)
			df->entries = xrealloc(df->entries,
			    (df->count + 65536) * sizeof *e);
		e = &df->entries[df->count++];
		memset(e, 0, sizeof *e);
		e->cat = cat;
		if ((slash = strchr(fields[0], '/')) != NULL) {
			*slash = '\0';
			e->nflags = flags_parse(&b->aff[SRC_RLA], slash + 1,
			    &e->flags);
		}
		e->stem = arena_strndup(&df->arena, fields[0],
		    strlen(fields[0]));
	}
	free(buf);
	fclose(f);
	b->st.rla_lists++;
}

/* Where each verb lemma is listed: general, archaic, Spain, elsewhere;
 * transitive or not (§17.4, §17.7, §17.11). */
static void
verb_lists(struct build *b)
{
	const struct dic_file *d = &b->dic[SRC_RLA];

	for (size_t i = 0; i < d->count; i++) {
		const struct dic_entry *e = &d->entries[i];
		uint32_t c = e->cat, v;

		if ((c & (C_VERB | C_ARCHAIC)) == 0)
			continue;
		if (c & C_ARCHAIC)
			v = V_ARCH;
		else
			v = c & C_ES ? V_ES : c & C_COUNTRY ? V_OTHER : V_GEN;
		if ((c & C_VERB) && (c & C_TRANS) && !(c & C_ES))
			v |= V_TRANS;
		if ((c & C_VERB) && !(c & C_TRANS))
			v |= V_INTR;
		*strmap_ref(&b->vlists, e->stem, strlen(e->stem)) |= v;
	}
}

/* Load RLA-ES: dir/afijos/afijos.txt and every list under dir/palabras/
 * RAE and noRAE, in path order. */
static void
rla_load(struct build *b, const char *dir)
{
	static const char *const top[] = { "RAE", "noRAE" };
	char path[4096], **paths = NULL;
	size_t n = 0;

	path_join(path, sizeof path, dir, "afijos/afijos.txt");
	affix_load(&b->aff[SRC_RLA], path);
	memset(&b->dic[SRC_RLA], 0, sizeof b->dic[SRC_RLA]);
	path_join(path, sizeof path, dir, "palabras");
	for (size_t i = 0; i < 2; i++)
		list_files(path, top[i], &paths, &n);
	qsort(paths, n, sizeof *paths, path_compare);
	for (size_t i = 0; i < n; i++) {
		rla_read_list(b, path, paths[i]);
		free(paths[i]);
	}
	free(paths);
	b->have[SRC_RLA] = 1;
	verb_lists(b);
}

/* Which verb rule targets the forms of lemma stem: W_T177 (§17.7: only
 * in VerbosAnticuadosDesusados), W_T1711 (§17.11: only in Spain's lists),
 * W_T174 (§17.4, §17.10: only intransitive or pronominal, transitive in
 * no list but maybe Spain's), or 0. */
static uint32_t
verb_rule(const struct build *b, const char *stem)
{
	uint32_t v = strmap_get(&b->vlists, stem, strlen(stem));

	if ((v & V_ARCH) && !(v & (V_GEN | V_ES | V_OTHER)))
		return W_T177;
	if ((v & V_ES) && !(v & (V_GEN | V_OTHER)))
		return W_T1711;
	if ((v & V_INTR) && !(v & V_TRANS))
		return W_T174;
	return 0;
}

/* Is form a feminine or plural participle of infinitive inf (boxeada,
 * boxeados, medridas, oídas)? */
static int
participle_fp(const char *inf, const char *form)
{
	static const char *const ar[] = { "ada", "ados", "adas", NULL };
	static const char *const er[] = { "ida", "idos", "idas", NULL };
	static const char *const ir[] = { "ída", "ídos", "ídas", NULL };
	size_t n = strlen(inf), strip = 2;
	const char *const *end;

	if (!is_infinitive(inf))
		return 0;
	end = inf[n - 2] == 'a' ? ar : er;
	if (n > 3 && strcmp(inf + n - 3, "ír") == 0) {
		strip = 3;
		end = ir;
	}
	if (strlen(form) <= n - strip || strncmp(form, inf, n - strip) != 0)
		return 0;
	return in_list(end, form + n - strip);
}

/* Is form (accents aside) one §17.8 keeps of the impersonal verb inf? */
static int
impersonal_form(const char *inf, const char *form)
{
	static const char *const ar[] = { "ar", "ado", "ando", "a", "aba",
	    "o", "ara", "aria", "are", "ase", NULL };
	static const char *const er[] = { "er", "ido", "iendo", "e", "ia",
	    "io", "era", "eria", "iere", "iera", "iese", NULL };
	char key[4 * MAX_CP + 8], want[4 * MAX_CP + 8];
	size_t n = strlen(inf) - 2;
	int is_ar = inf[n] == 'a';

	deaccent(form, key, sizeof key);
	for (const char *const *e = is_ar ? ar : er; *e != NULL; e++) {
		snprintf(want, sizeof want, "%.*s%s", (int)n, inf, *e);
		if (strcmp(key, want) == 0)
			return 1;
	}
	/* The present subjunctive, with the spelling changes it needs:
	 * ventisque, clarezca, diluvie. */
	if (is_ar && n > 0 && inf[n - 1] == 'c')
		snprintf(want, sizeof want, "%.*sque", (int)n - 1, inf);
	else if (is_ar && n > 0 && inf[n - 1] == 'g')
		snprintf(want, sizeof want, "%.*sgue", (int)n - 1, inf);
	else if (is_ar && n > 0 && inf[n - 1] == 'z')
		snprintf(want, sizeof want, "%.*sce", (int)n - 1, inf);
	else if (is_ar)
		snprintf(want, sizeof want, "%.*se", (int)n, inf);
	else if (n > 0 && inf[n - 1] == 'c')
		snprintf(want, sizeof want, "%.*szca", (int)n - 1, inf);
	else
		snprintf(want, sizeof want, "%.*sa", (int)n, inf);
	return strcmp(key, want) == 0;
}

/* RLA-ES lists some impersonal verbs' forms one by one, as stems
 * (lloviznaban, garúan in ConjugacionesIrregulares): is form one of
 * those §17.8 does not keep? */
static int
impersonal_bare(const char *form)
{
	char key[4 * MAX_CP + 8];
	size_t len = deaccent(form, key, sizeof key);

	for (const char *const *v = reg_impersonal; *v != NULL; v++) {
		size_t n = strlen(*v) - 2;

		if (strncmp(key, *v, n) == 0 && len > n &&
		    !impersonal_form(*v, form) && !is_infinitive(form))
			return 1;
	}
	return 0;
}

/* What one analysis of a form (the entry e of source src made it) says:
 * the verb rule that targets it or W_FREE, and for RLA-ES the kind of
 * list.  A prefixed form is another lemma (desandar): never targeted. */
static uint32_t
analysis(struct build *b, int src, const struct dic_entry *e,
    const char *form)
{
	uint32_t bits, rule = verb_rule(b, e->stem);

	/* RLA-ES says what its entry is: the noun "atardecer" is no verb;
	 * the forms it lists one by one are judged by themselves. */
	if (e->nflags == 0 && impersonal_bare(form))
		rule = W_T178;
	else if (src == SRC_RLA && !(e->cat & (C_VERB | C_ARCHAIC)))
		rule = 0;
	else {
		if (in_list(reg_impersonal, e->stem))
			rule = impersonal_form(e->stem, form) ? 0 : W_T178;
		if (rule == W_T174 && !participle_fp(e->stem, form))
			rule = 0;
		else if (rule != W_T174 && strcmp(form, e->stem) == 0)
			rule = 0;
		if (rule != 0 && strncmp(form, e->stem, 1) != 0)
			rule = 0;	/* a prefix made it */
	}
	bits = rule != 0 ? rule : W_FREE;
	if (src != SRC_RLA)
		return bits;
	bits |= W_FREE_RLA;
	if (e->cat & C_ADVERB)
		bits |= W_ADV;
	if ((e->cat & C_RAE) || (strmap_get(&b->words, e->stem,
	    strlen(e->stem)) & W_WSP))
		bits |= W_RAE;
	else
		bits |= W_NORAE;
	return bits;
}

/* §1: abbreviations the regulation names; §9: its proper nouns, and
 * "pólux", which wspanish takes from the dictionary's "Cástor y Pólux". */
static const char *const reg_abbreviations[] = {
	"etc", "mm", "pág", "ud", NULL
};
static const char *const reg_proper[] = {
	"ángela", "blas", "job", "madrid", "pólux", NULL
};

/* Mark in lower case every form of RLA-ES's abbreviations and proper
 * nouns and initialisms (§1, §9, §15), and those the regulation names:
 * refused whatever other source has them, unless an RLA-ES list of words
 * has them too (fise_rules). */
static void
refused_forms(struct build *b)
{
	const struct dic_file *d = &b->dic[SRC_RLA];

	for (size_t i = 0; i < d->count; i++) {
		const struct dic_entry *e = &d->entries[i];
		uint32_t bit = e->cat & C_ABBR ? W_ABBR :
		    e->cat & (C_ES | C_COUNTRY) ? W_PROPER_LOCAL : W_PROPER;

		if ((e->cat & (C_ABBR | C_PROPER)) == 0)
			continue;
		expand_entry(&b->aff[SRC_RLA], e, &b->fv);
		for (size_t k = 0; k < b->fv.n; k++) {
			const char *s = b->fv.v[k].s;
			size_t len;
			uint8_t *low = u8_tolower((const uint8_t *)s,
			    strlen(s), NULL, NULL, NULL, &len);

			if (low == NULL)
				fatal("u8_tolower: %s", strerror(errno));
			word_mark(b, (const char *)low, len, bit);
			free(low);
		}
	}
	for (const char *const *w = reg_abbreviations; *w != NULL; w++)
		word_mark(b, *w, strlen(*w), W_ABBR);
	for (const char *const *w = reg_proper; *w != NULL; w++)
		word_mark(b, *w, strlen(*w), W_PROPER);
}

/* The rules RLA-ES's categories make possible.  A form goes only when
 * every analysis of it is one the rule targets: a form some other lemma
 * also makes (a noun, an adjective) stays.  Abbreviations and proper
 * nouns go whatever Debian's dictionaries say, unless an RLA-ES list of
 * words has them; a dictionary headword (wspanish) also keeps the
 * homonym of an abbreviation (cap) or of a place of one country
 * (chañar, copihue), not of a name of the general list (ana, blas, job:
 * wspanish takes those from inside entries). */
static uint32_t
rule_verdict(const char *w, uint32_t v, struct stats *st)
{
	size_t n = strlen(w);

	if (!(v & W_FREE_RLA) && ((v & W_PROPER) ||
	    ((v & (W_ABBR | W_PROPER_LOCAL)) && !(v & W_WSP)))) {
		(*(v & W_ABBR ? &st->r_abbr : &st->r_proper))++; /* §1, §9 */
		return 1;
	}
	if ((v & (W_T177 | W_T1711 | W_T174 | W_T178)) &&
	    !(v & (W_FREE | W_WSP))) {
		(*(v & W_T177 ? &st->r177 : v & W_T1711 ? &st->r1711 :
		    v & W_T178 ? &st->r178 : &st->r174))++;
		return 1;
	}
	/* Forms RLA-ES has are judged by its lists (adverbs of noRAE/ below;
	 * "demente", "comente" are no adverbs). */
	if (n > 5 && strcmp(w + n - 5, "mente") == 0 &&
	    !(v & (W_RLA | W_WSP | W_VERB))) {
		st->r_mente++;		/* §2 */
		return 1;
	}
	if ((v & W_NORAE) && !(v & (W_RAE | W_WSP))) {
		st->r_norae++;		/* only outside the dictionary */
		st->r_norae_mente += n > 5 && strcmp(w + n - 5, "mente") == 0;
		return 1;
	}
	return 0;
}

/* Apply rule_verdict to every kept word. */
static void
fise_rules(struct build *b)
{
	if (!b->have[SRC_RLA])
		return;
	for (size_t i = 0; i < b->words.cap; i++) {
		uint32_t *v = &b->words.vals[i];

		if (b->words.keys[i] != NULL && (*v & W_KEEP) &&
		    rule_verdict(b->words.keys[i], *v, &b->st))
			*v = (*v & ~W_KEEP) | W_RULE_DROP;
	}
}

/* Load one .aff/.dic pair given as a path without extension. */
static void
load_pair(struct build *b, int src, const char *base)
{
	size_t n = strlen(base) + 5;
	char *path = xmalloc(n);

	snprintf(path, n, "%s.aff", base);
	affix_load(&b->aff[src], path);
	snprintf(path, n, "%s.dic", base);
	dic_load(&b->dic[src], &b->aff[src], path);
	b->have[src] = 1;
	free(path);
}


/* Every step up to the decisions: load, expand, check, decide. */
static void
run(struct build *b, const char *hun, const char *coes, const char *wsp,
    const char *rla)
{
	strmap_init(&b->hosts, 1u << 20);
	strmap_init(&b->verbs, 1u << 21);
	strmap_init(&b->plain, 1u << 22);
	strmap_init(&b->words, 1u << 22);
	strmap_init(&b->local, 1u << 14);
	strmap_init(&b->learned, 1u << 12);
	strmap_init(&b->vlists, 1u << 15);
	load_pair(b, SRC_HUN, hun);
	if (coes != NULL)
		load_pair(b, SRC_COES, coes);
	if (rla != NULL)
		rla_load(b, rla);
	for (int src = 0; src < 3; src++) {
		if (b->have[src])
			collect_verbs(b, src);
	}
	for (int src = 0; src < 3; src++) {
		if (b->have[src])
			collect_hosts(b, src);
	}
	bare_stems(b, SRC_HUN);
	if (rla != NULL)
		bare_stems(b, SRC_RLA);
	/* wspanish first: its headwords attest noRAE/ lemmas (analysis). */
	collect_wspanish(b, wsp);
	for (int src = 0; src < 3; src++) {
		if (b->have[src])
			collect_source(b, src);
		if (b->dump[src] != NULL)
			fclose(b->dump[src]);
	}
	if (rla != NULL)
		refused_forms(b);
	decide(b);
}

/* Print the usage line and fail. */
static void
usage(void)
{
	fputs("usage: mkwordlist [--hunspell BASE] [--coes BASE] [--use-coes]"
	    " [--wspanish FILE]\n"
	    "                  [--dump-hunspell FILE] [--dump-coes FILE]"
	    " [--explain FILE]\n"
	    "                  [--rla DIR] [--stats FILE] -o OUTPUT\n"
	    "BASE is a dictionary path without .aff/.dic, e.g. "
	    "/usr/share/hunspell/es_ES\n", stderr);
	exit(2);
}

/* Open a dump file or fail. */
static FILE *
open_out(const char *path)
{
	FILE *f = fopen(path, "w");

	if (f == NULL)
		fatal("%s: %s", path, strerror(errno));
	return f;
}

/* The command line. */
struct options {
	const char *hunspell, *coes, *wspanish, *out, *explain, *stats, *rla;
};

/* Read the command line into o and b (--use-coes, dumps). */
static void
parse_args(int argc, char **argv, struct options *o, struct build *b)
{
	for (int i = 1; i < argc; i++) {
		const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;

		if (strcmp(a, "--use-coes") == 0) {
			b->use_coes = 1;
			continue;
		}
		if (v == NULL)
			usage();
		i++;
		if (strcmp(a, "--hunspell") == 0)
			o->hunspell = v;
		else if (strcmp(a, "--coes") == 0)
			o->coes = v;
		else if (strcmp(a, "--wspanish") == 0)
			o->wspanish = v;
		else if (strcmp(a, "--rla") == 0)
			o->rla = v;
		else if (strcmp(a, "-o") == 0)
			o->out = v;
		else if (strcmp(a, "--dump-hunspell") == 0)
			b->dump[SRC_HUN] = open_out(v);
		else if (strcmp(a, "--dump-coes") == 0)
			b->dump[SRC_COES] = open_out(v);
		else if (strcmp(a, "--explain") == 0)
			o->explain = v;
		else if (strcmp(a, "--stats") == 0)
			o->stats = v;
		else
			usage();
	}
	if (o->out == NULL || (b->use_coes && o->coes == NULL))
		usage();
}

/* Free what the pipeline allocated. */
static void
build_free(struct build *b)
{
	struct strmap *maps[] = { &b->hosts, &b->verbs, &b->plain, &b->words,
	    &b->local, &b->learned, &b->vlists };

	for (size_t i = 0; i < sizeof maps / sizeof *maps; i++)
		strmap_free(maps[i]);
	for (int src = 0; src < 3; src++) {
		for (size_t i = 0; i < b->dic[src].count; i++)
			free(b->dic[src].entries[i].flags);
		free(b->dic[src].entries);
		arena_free(&b->dic[src].arena);
		affix_free(&b->aff[src]);
	}
	free(b->fv.v);
	arena_free(&b->fv.arena);
}

int
main(int argc, char **argv)
{
	struct build b;
	struct options o = { "/usr/share/hunspell/es_ES", NULL,
	    "/usr/share/dict/spanish", NULL, NULL, NULL, NULL };

	memset(&b, 0, sizeof b);
	parse_args(argc, argv, &o, &b);
	run(&b, o.hunspell, o.coes, o.wspanish, o.rla);
	write_list(&b, o.out);
	report(&b, stderr);
	if (o.stats != NULL) {
		FILE *f = open_out(o.stats);

		report(&b, f);
		if (fclose(f) != 0)
			fatal("%s: write error", o.stats);
	}
	if (o.explain != NULL)
		explain(&b, o.explain);
	build_free(&b);
	return 0;
}
