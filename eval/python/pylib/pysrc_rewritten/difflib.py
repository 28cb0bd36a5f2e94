# difflib for gpython, in Python: SequenceMatcher (Ratcliff/Obershelp with
# CPython's junk and popularity heuristics, so ratios and opcodes come out
# the same), get_close_matches, Differ/ndiff, unified_diff, context_diff
# and restore. HtmlDiff is not provided.

from collections import namedtuple as _namedtuple
import re as _re

Match = _namedtuple("Match", "a b size")


def _ratio(matches, length):
    if length:
        return 2.0 * matches / length
    return 1.0


class SequenceMatcher(object):
    def __init__(self, isjunk=None, a="", b="", autojunk=True):
        self.isjunk = isjunk
        self.autojunk = autojunk
        self.a = self.b = None
        self.set_seqs(a, b)

    def set_seqs(self, a, b):
        self.set_seq1(a)
        self.set_seq2(b)

    def set_seq1(self, a):
        if a is self.a:
            return
        self.a = a
        self.matching_blocks = self.opcodes = None

    def set_seq2(self, b):
        if b is self.b:
            return
        self.b = b
        self.matching_blocks = self.opcodes = None
        self.fullbcount = None
        self._index_b()

    def _index_b(self):
        # b2j maps each element of b to the positions it occurs at, less
        # junk (isjunk says so) and, for b of 200+ items with autojunk,
        # "popular" elements that fill more than 1% of b.
        b2j = {}
        for j, elt in enumerate(self.b):
            where = b2j.get(elt)
            if where is None:
                b2j[elt] = [j]
            else:
                where.append(j)
        junk = set()
        if self.isjunk:
            for elt in list(b2j):
                if self.isjunk(elt):
                    junk.add(elt)
            for elt in junk:
                del b2j[elt]
        popular = set()
        n = len(self.b)
        if self.autojunk and n >= 200:
            most = n // 100 + 1
            for elt in list(b2j):
                if len(b2j[elt]) > most:
                    popular.add(elt)
            for elt in popular:
                del b2j[elt]
        self.b2j = b2j
        self.bjunk = junk
        self.bpopular = popular

    def find_longest_match(self, alo=0, ahi=None, blo=0, bhi=None):
        a, b, b2j, junk = self.a, self.b, self.b2j, self.bjunk
        if ahi is None:
            ahi = len(a)
        if bhi is None:
            bhi = len(b)
        besti, bestj, bestsize = alo, blo, 0
        # run[j] is the length of the match ending at a[i-1] and b[j].
        run = {}
        for i in range(alo, ahi):
            new = {}
            for j in b2j.get(a[i], ()):
                if j < blo:
                    continue
                if j >= bhi:
                    break
                k = run.get(j - 1, 0) + 1
                new[j] = k
                if k > bestsize:
                    besti, bestj, bestsize = i - k + 1, j - k + 1, k
            run = new
        # Grow the match over equal non-junk neighbours, then over equal
        # junk, as CPython does (junk never starts a match, but may extend
        # one).
        while besti > alo and bestj > blo and b[bestj - 1] not in junk and a[besti - 1] == b[bestj - 1]:
            besti, bestj, bestsize = besti - 1, bestj - 1, bestsize + 1
        while besti + bestsize < ahi and bestj + bestsize < bhi and b[bestj + bestsize] not in junk and a[besti + bestsize] == b[bestj + bestsize]:
            bestsize += 1
        while besti > alo and bestj > blo and b[bestj - 1] in junk and a[besti - 1] == b[bestj - 1]:
            besti, bestj, bestsize = besti - 1, bestj - 1, bestsize + 1
        while besti + bestsize < ahi and bestj + bestsize < bhi and b[bestj + bestsize] in junk and a[besti + bestsize] == b[bestj + bestsize]:
            bestsize += 1
        return Match(besti, bestj, bestsize)

    def get_matching_blocks(self):
        if self.matching_blocks is not None:
            return self.matching_blocks
        la, lb = len(self.a), len(self.b)
        todo = [(0, la, 0, lb)]
        found = []
        while todo:
            alo, ahi, blo, bhi = todo.pop()
            i, j, k = m = self.find_longest_match(alo, ahi, blo, bhi)
            if k:
                found.append(m)
                if alo < i and blo < j:
                    todo.append((alo, i, blo, j))
                if i + k < ahi and j + k < bhi:
                    todo.append((i + k, ahi, j + k, bhi))
        found.sort()
        # Join blocks that touch.
        blocks = []
        i1 = j1 = k1 = 0
        for i2, j2, k2 in found:
            if i1 + k1 == i2 and j1 + k1 == j2:
                k1 += k2
            else:
                if k1:
                    blocks.append(Match(i1, j1, k1))
                i1, j1, k1 = i2, j2, k2
        if k1:
            blocks.append(Match(i1, j1, k1))
        blocks.append(Match(la, lb, 0))
        self.matching_blocks = blocks
        return blocks

    def get_opcodes(self):
        if self.opcodes is not None:
            return self.opcodes
        i = j = 0
        codes = []
        for ai, bj, size in self.get_matching_blocks():
            if i < ai and j < bj:
                codes.append(("replace", i, ai, j, bj))
            elif i < ai:
                codes.append(("delete", i, ai, j, bj))
            elif j < bj:
                codes.append(("insert", i, ai, j, bj))
            i, j = ai + size, bj + size
            if size:
                codes.append(("equal", ai, i, bj, j))
        self.opcodes = codes
        return codes

    def get_grouped_opcodes(self, n=3):
        codes = list(self.get_opcodes())
        if not codes:
            codes = [("equal", 0, 1, 0, 1)]
        # Keep at most n lines of context around each change.
        if codes[0][0] == "equal":
            tag, i1, i2, j1, j2 = codes[0]
            codes[0] = tag, max(i1, i2 - n), i2, max(j1, j2 - n), j2
        if codes[-1][0] == "equal":
            tag, i1, i2, j1, j2 = codes[-1]
            codes[-1] = tag, i1, min(i2, i1 + n), j1, min(j2, j1 + n)
        group = []
        for tag, i1, i2, j1, j2 in codes:
            if tag == "equal" and i2 - i1 > n + n:
                group.append((tag, i1, min(i2, i1 + n), j1, min(j2, j1 + n)))
                yield group
                group = []
                i1, j1 = max(i1, i2 - n), max(j1, j2 - n)
            group.append((tag, i1, i2, j1, j2))
        if group and not (len(group) == 1 and group[0][0] == "equal"):
            yield group

    def ratio(self):
        matches = 0
        for m in self.get_matching_blocks():
            matches += m[2]
        return _ratio(matches, len(self.a) + len(self.b))

    def quick_ratio(self):
        # An upper bound on ratio(): common elements, ignoring order.
        if self.fullbcount is None:
            counts = {}
            for elt in self.b:
                counts[elt] = counts.get(elt, 0) + 1
            self.fullbcount = counts
        counts = self.fullbcount
        left = {}
        matches = 0
        for elt in self.a:
            n = left[elt] if elt in left else counts.get(elt, 0)
            left[elt] = n - 1
            if n > 0:
                matches += 1
        return _ratio(matches, len(self.a) + len(self.b))

    def real_quick_ratio(self):
        la, lb = len(self.a), len(self.b)
        return _ratio(min(la, lb), la + lb)


def get_close_matches(word, possibilities, n=3, cutoff=0.6):
    if not n > 0:
        raise ValueError("n must be > 0: %r" % (n,))
    if not 0.0 <= cutoff <= 1.0:
        raise ValueError("cutoff must be in [0.0, 1.0]: %r" % (cutoff,))
    scored = []
    s = SequenceMatcher()
    s.set_seq2(word)
    for x in possibilities:
        s.set_seq1(x)
        if s.real_quick_ratio() >= cutoff and s.quick_ratio() >= cutoff and s.ratio() >= cutoff:
            scored.append((s.ratio(), x))
    scored.sort(reverse=True)
    return [x for _, x in scored[:n]]


def IS_LINE_JUNK(line, pat=_re.compile(r"\s*(?:#\s*)?$").match):
    return pat(line) is not None


def IS_CHARACTER_JUNK(ch, ws=" \t"):
    return ch in ws


def _keep_ws(s, tags):
    # Tab and space under an unchanged position keep the line's own
    # whitespace, so the markers line up under tabs.
    return "".join(c if t == " " and c.isspace() else t for c, t in zip(s, tags))


class Differ(object):
    def __init__(self, linejunk=None, charjunk=None):
        self.linejunk = linejunk
        self.charjunk = charjunk

    def compare(self, a, b):
        cruncher = SequenceMatcher(self.linejunk, a, b)
        for tag, alo, ahi, blo, bhi in cruncher.get_opcodes():
            if tag == "replace":
                g = self._fancy_replace(a, alo, ahi, b, blo, bhi)
            elif tag == "delete":
                g = self._dump("-", a, alo, ahi)
            elif tag == "insert":
                g = self._dump("+", b, blo, bhi)
            else:
                g = self._dump(" ", a, alo, ahi)
            for line in g:
                yield line

    def _dump(self, tag, x, lo, hi):
        for i in range(lo, hi):
            yield "%s %s" % (tag, x[i])

    def _plain_replace(self, a, alo, ahi, b, blo, bhi):
        if bhi - blo < ahi - alo:
            first, second = self._dump("+", b, blo, bhi), self._dump("-", a, alo, ahi)
        else:
            first, second = self._dump("-", a, alo, ahi), self._dump("+", b, blo, bhi)
        for g in (first, second):
            for line in g:
                yield line

    def _fancy_replace(self, a, alo, ahi, b, blo, bhi):
        # Pair the most similar lines (ratio above 0.75) and mark their
        # character differences; recurse on what lies before and after.
        best_ratio, cutoff = 0.74, 0.75
        cruncher = SequenceMatcher(self.charjunk)
        eqi = eqj = None
        best_i = best_j = None
        for j in range(blo, bhi):
            bj = b[j]
            cruncher.set_seq2(bj)
            for i in range(alo, ahi):
                ai = a[i]
                if ai == bj:
                    if eqi is None:
                        eqi, eqj = i, j
                    continue
                cruncher.set_seq1(ai)
                if cruncher.real_quick_ratio() > best_ratio and cruncher.quick_ratio() > best_ratio and cruncher.ratio() > best_ratio:
                    best_ratio, best_i, best_j = cruncher.ratio(), i, j
        if best_ratio < cutoff:
            if eqi is None:
                for line in self._plain_replace(a, alo, ahi, b, blo, bhi):
                    yield line
                return
            best_i, best_j, best_ratio = eqi, eqj, 1.0
        else:
            eqi = None
        for line in self._fancy_helper(a, alo, best_i, b, blo, best_j):
            yield line
        aelt, belt = a[best_i], b[best_j]
        if eqi is None:
            atags = btags = ""
            cruncher.set_seqs(aelt, belt)
            for tag, ai1, ai2, bj1, bj2 in cruncher.get_opcodes():
                la, lb = ai2 - ai1, bj2 - bj1
                if tag == "replace":
                    atags += "^" * la
                    btags += "^" * lb
                elif tag == "delete":
                    atags += "-" * la
                elif tag == "insert":
                    btags += "+" * lb
                else:
                    atags += " " * la
                    btags += " " * lb
            for line in self._qformat(aelt, belt, atags, btags):
                yield line
        else:
            yield "  " + aelt
        for line in self._fancy_helper(a, best_i + 1, ahi, b, best_j + 1, bhi):
            yield line

    def _fancy_helper(self, a, alo, ahi, b, blo, bhi):
        g = []
        if alo < ahi:
            if blo < bhi:
                g = self._fancy_replace(a, alo, ahi, b, blo, bhi)
            else:
                g = self._dump("-", a, alo, ahi)
        elif blo < bhi:
            g = self._dump("+", b, blo, bhi)
        for line in g:
            yield line

    def _qformat(self, aline, bline, atags, btags):
        atags = _keep_ws(aline, atags).rstrip()
        btags = _keep_ws(bline, btags).rstrip()
        yield "- " + aline
        if atags:
            yield "? %s\n" % atags
        yield "+ " + bline
        if btags:
            yield "? %s\n" % btags


def ndiff(a, b, linejunk=None, charjunk=IS_CHARACTER_JUNK):
    return Differ(linejunk, charjunk).compare(a, b)


def restore(delta, which):
    try:
        tag = {1: "- ", 2: "+ "}[int(which)]
    except KeyError:
        raise ValueError("unknown delta choice (must be 1 or 2): %r" % (which,))
    for line in delta:
        if line[:2] in ("  ", tag):
            yield line[2:]


def _check_types(a, b, *args):
    if a and not isinstance(a[0], str):
        raise TypeError("lines to compare must be str, not %s (%r)" % (type(a[0]).__name__, a[0]))
    if b and not isinstance(b[0], str):
        raise TypeError("lines to compare must be str, not %s (%r)" % (type(b[0]).__name__, b[0]))
    for arg in args:
        if not isinstance(arg, str):
            raise TypeError("all arguments must be str, not: %r" % (arg,))


def _unified_range(start, stop):
    begin = start + 1
    length = stop - start
    if length == 1:
        return "%d" % begin
    if not length:
        begin -= 1
    return "%d,%d" % (begin, length)


def _context_range(start, stop):
    begin = start + 1
    length = stop - start
    if not length:
        begin -= 1
    if length <= 1:
        return "%d" % begin
    return "%d,%d" % (begin, begin + length - 1)


def unified_diff(a, b, fromfile="", tofile="", fromfiledate="", tofiledate="", n=3, lineterm="\n"):
    _check_types(a, b, fromfile, tofile, fromfiledate, tofiledate, lineterm)
    started = False
    for group in SequenceMatcher(None, a, b).get_grouped_opcodes(n):
        if not started:
            started = True
            yield "--- %s%s%s" % (fromfile, "\t" + fromfiledate if fromfiledate else "", lineterm)
            yield "+++ %s%s%s" % (tofile, "\t" + tofiledate if tofiledate else "", lineterm)
        first, last = group[0], group[-1]
        yield "@@ -%s +%s @@%s" % (_unified_range(first[1], last[2]), _unified_range(first[3], last[4]), lineterm)
        for tag, i1, i2, j1, j2 in group:
            if tag == "equal":
                for line in a[i1:i2]:
                    yield " " + line
                continue
            if tag in ("replace", "delete"):
                for line in a[i1:i2]:
                    yield "-" + line
            if tag in ("replace", "insert"):
                for line in b[j1:j2]:
                    yield "+" + line


_CONTEXT_PREFIX = {"insert": "+ ", "delete": "- ", "replace": "! ", "equal": "  "}


def context_diff(a, b, fromfile="", tofile="", fromfiledate="", tofiledate="", n=3, lineterm="\n"):
    _check_types(a, b, fromfile, tofile, fromfiledate, tofiledate, lineterm)
    started = False
    for group in SequenceMatcher(None, a, b).get_grouped_opcodes(n):
        if not started:
            started = True
            yield "*** %s%s%s" % (fromfile, "\t" + fromfiledate if fromfiledate else "", lineterm)
            yield "--- %s%s%s" % (tofile, "\t" + tofiledate if tofiledate else "", lineterm)
        first, last = group[0], group[-1]
        yield "***************" + lineterm
        yield "*** %s ****%s" % (_context_range(first[1], last[2]), lineterm)
        if any(g[0] in ("replace", "delete") for g in group):
            for tag, i1, i2, _, _ in group:
                if tag != "insert":
                    for line in a[i1:i2]:
                        yield _CONTEXT_PREFIX[tag] + line
        yield "--- %s ----%s" % (_context_range(first[3], last[4]), lineterm)
        if any(g[0] in ("replace", "insert") for g in group):
            for tag, _, _, j1, j2 in group:
                if tag != "delete":
                    for line in b[j1:j2]:
                        yield _CONTEXT_PREFIX[tag] + line
