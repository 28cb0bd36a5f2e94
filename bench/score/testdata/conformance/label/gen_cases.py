"""Unlabelled conformance cases for the bench/score scorers.

cases() returns dicts {id, scorer, class, answer, gold} and, for f1_pairs
only, "listed": the pairs a human reads in the answer (the generator knows
them because it wrote the answer). label.py adds "expected" by running the
benchmarks' published scoring functions. Deterministic: fixed seeds only.
"""

import json
import random

NBSP = "\u00a0"

PREFIXES = ["", "Answer: ", "**Answer**: ", "**Answer:** ", "The answer is ", "Final answer: ",
            "Final Answer: ", "ANSWER: ", "answer: ", "## Answer\n", "Answer:\n", "The answer is: "]
SUFFIXES = ["", ".", "\n", " ", NBSP, "\n\nExplanation: I went through every line and tallied them.",
            " (based on my count)", "\n\nLet me know if you need anything else!", " ✅", "**"]

TREC = ["abbreviation", "entity", "description and abstract concept", "human being",
        "location", "numeric value"]
OTHER_LABELS = ["spam", "ham", "positive", "negative", "World", "Sports", "Business", "Sci/Tech",
                "neutral", "sarcastic"]
LABELS = TREC + OTHER_LABELS
RELS = ["more common than", "less common than", "same frequency as"]
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
NUM_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
             "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
             "eighteen", "nineteen", "twenty"]
JUNK = ["\u200b", "\ufeff", "\u2028", "\x1e", "\x1f", "\x1c", "🙂", "\u0301", "\ufffd", "\u202e", "𝟙𝟟", "\t"]
LONG_FILLER = ("I will now go through the records one by one. " * 60)


def _case(out, scorer, cls, answer, gold, **extra):
    n = sum(1 for c in out if c["scorer"] == scorer and c["class"] == cls)
    c = {"id": f"{scorer}-{cls}-{n:03d}", "scorer": scorer, "class": cls, "answer": answer, "gold": gold}
    c.update(extra)
    out.append(c)


def _ool_gold(value, typ):
    if typ == "ANSWER_TYPE.DATE":
        y, m, d = value
        ans = f"[datetime.date({y}, {m}, {d})]"
    elif isinstance(value, str):
        ans = repr([value])
    else:
        ans = f"[{value}]"
    return {"answer": ans, "answer_type": typ}


def _date_layouts(y, m, d):
    mon = MONTHS[m - 1]
    suf = "th" if 11 <= d <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(d % 10, "th")
    return [
        f"{mon} {d}{suf}, {y}", f"{y}-{m}-{d}", f"{y}-{m:02d}-{d:02d}", f"{m}/{d}/{y % 100:02d}",
        f"{d}/{m}/{y}", f"{d} {mon} {y}", f"{mon[:3]} {d:02d}, {y}", f"{mon} {d}, {y}",
        f"{y}/{m:02d}/{d:02d}", f"{d:02d}.{m:02d}.{y}", f"{mon} {d}", f"{mon} {y}",
        f"{y}{m:02d}{d:02d}", f"{d}{suf} of {mon}, {y}", f"{mon.upper()} {d}, {y}",
        f"{mon} {d}{suf} {y}", f"{m}/{d}/{y}", f"{d}-{mon[:3]}-{y}", f"{y}.{m}.{d}",
    ]


def oolong_cases(out):
    r = random.Random(1501)
    S = "oolong"
    # labels
    for i in range(70):
        gold = r.choice(LABELS)
        typ = "ANSWER_TYPE.LABEL"
        v = r.randrange(12)
        lab = gold if r.random() < 0.75 else r.choice(LABELS)
        forms = [f"Label: {lab}", f"**Label:** {lab}", f"Label: **{lab}**", f"Answer: [{lab}]", f"Label: '{lab}'",
                 f"The most common label is {lab}.", lab, f"Label: {lab.upper()}", f"Label: {lab}.",
                 f"Label: {lab}\n\nThis label appears most often.", f"{r.choice(PREFIXES)}{lab}",
                 f"Label: `{lab}`"]
        _case(out, S, "label", forms[v] + (r.choice(SUFFIXES) if v in (6, 10) else ""), _ool_gold(gold, typ))
    # numeric
    for i in range(70):
        g = r.choice([0, 1, 2, 3, 7, 12, 17, 23, 41, 88, 135, 1234, 2500])
        typ = "ANSWER_TYPE.NUMERIC"
        p = g + r.choice([0, 0, 0, 1, -1, 2, -3, 5])
        v = r.randrange(14)
        forms = [f"Answer: {p}", f"**Answer:** {p}", f"Answer: {p} records", f"Answer: {p:,}",
                 f"Answer: {p}.0", f"Answer: {p + 0.5}", f"There are {p} of them", f"Count: {p}\nConfidence: 0.9",
                 f"Answer: ~{p}", f"Answer: {NUM_WORDS[p] if 0 <= p < len(NUM_WORDS) else p}",
                 f"{r.choice(PREFIXES)}{p}{r.choice(SUFFIXES)}", f"Answer: [{p}]", f"Answer: **{p}**",
                 f"I counted the records carefully and the total is {p}"]
        _case(out, S, "numeric", forms[v], _ool_gold(g, typ))
    # comparisons
    for i in range(80):
        a, b = r.sample(LABELS, 2)
        rel = r.choice(RELS)
        said = rel if r.random() < 0.75 else r.choice(RELS)
        v = r.randrange(14)
        short = said.replace(" than", "").replace(" as", "")
        forms = [f"Answer: {a} is {said} {b}", f"Answer: {said}", f"Answer: {short}", f"{a} is {said} {b}",
                 f"**Answer:** {a} is **{said}** {b}", f"Answer: {a} is [{said}] {b}",
                 f"Answer: {a} is {said.title()} {b}", f"Answer: {a} is the {said} {b}",
                 f"Answer: {a} is {short}", f"Answer: {a} occurs {said} {b}.",
                 f"Answer: {said.upper()}", f"Answer: {a} is {said} {b}.\n\nReasoning: {a} appears 12 times.",
                 f"Answer: {a} is less frequent than {b}", f"Answer: {a} is {said} {b} (counts: 3 vs 5)"]
        _case(out, S, "comparison", forms[v], _ool_gold(rel, "ANSWER_TYPE.COMPARISON"))
    # dates
    for i in range(110):
        y, m, d = r.choice([2022, 2023, 2024, 2025]), r.randint(1, 12), r.randint(1, 28)
        if r.random() < 0.15:
            y2, m2, d2 = y, m, min(28, d + 1)
        else:
            y2, m2, d2 = y, m, d
        lay = r.choice(_date_layouts(y2, m2, d2))
        v = r.randrange(8)
        forms = [f"Date: {lay}", f"**Date:** {lay}", f"Answer: {lay}", f"The date is {lay}",
                 f"{r.choice(PREFIXES)}{lay}{r.choice(['', '.', ' '])}", f"Date: {lay} at 10:00",
                 f"Date: **{lay}**", lay]
        _case(out, S, "date", forms[v], _ool_gold((y, m, d), "ANSWER_TYPE.DATE"))
    # user ids
    for i in range(60):
        u = r.randint(10000, 99999)
        gstyle = r.random() < 0.5
        p = u if r.random() < 0.8 else r.randint(10000, 99999)
        v = r.randrange(10)
        forms = [f"User: {p}", f"**User:** {p}", f"User {p}", f"The user is {p}", f"User ID: {p}",
                 f"User: 0{p}", f"User: #{p}", f"User: **{p}**", f"User: {p}\n\nUser {p} has 14 records.",
                 f"User: {p}.0"]
        gold = _ool_gold(str(u) if gstyle else u, "ANSWER_TYPE.USER")
        _case(out, S, "user", forms[v], gold)
    # junk / edge: empty, whitespace, unicode, very long, multiple candidates
    edge = [
        ("", ("spam", "ANSWER_TYPE.LABEL")), (" ", (3, "ANSWER_TYPE.NUMERIC")),
        (NBSP * 25, ("spam", "ANSWER_TYPE.LABEL")), (NBSP * 3, ("spam", "ANSWER_TYPE.LABEL")),
        ("\u3000" * 30, (3, "ANSWER_TYPE.NUMERIC")), ("\n" * 40, (3, "ANSWER_TYPE.NUMERIC")),
        ("\x1e" * 30, ("ham", "ANSWER_TYPE.LABEL")), ("Answer:", (3, "ANSWER_TYPE.NUMERIC")),
        (":", ("spam", "ANSWER_TYPE.LABEL")), ("Label: ", ("spam", "ANSWER_TYPE.LABEL")),
        ("Answer: 12\nWait, recount.\nAnswer: 17", (17, "ANSWER_TYPE.NUMERIC")),
        ("Answer: 17\nWait, recount.\nAnswer: 12", (17, "ANSWER_TYPE.NUMERIC")),
        ("Label: spam or Label: ham", ("ham", "ANSWER_TYPE.LABEL")),
        ("Label: spam (or possibly ham)", ("spam", "ANSWER_TYPE.LABEL")),
        (LONG_FILLER + "Answer: 17", (17, "ANSWER_TYPE.NUMERIC")),
        (LONG_FILLER + "17", (17, "ANSWER_TYPE.NUMERIC")),
        (LONG_FILLER * 5 + "\nLabel: entity", ("entity", "ANSWER_TYPE.LABEL")),
        ("positive feedback", ("positive feedback", "ANSWER_TYPE.LABEL")),
        ("положительный отзыв", ("положительный отзыв", "ANSWER_TYPE.LABEL")),
        ("очень положительный", ("очень положительный", "ANSWER_TYPE.LABEL")),
        ("très négatif vraiment", ("très négatif vraiment", "ANSWER_TYPE.LABEL")),
        ("Label: négatif", ("négatif", "ANSWER_TYPE.LABEL")),
        ("Label: 正面", ("正面", "ANSWER_TYPE.LABEL")), ("正面评价非常多的情况下是正面", ("正面", "ANSWER_TYPE.LABEL")),
        ("答案是正面", ("答案是正面", "ANSWER_TYPE.LABEL")), ("Label：spam", ("spam", "ANSWER_TYPE.LABEL")),
        ("Label：spam and more words here", ("spam", "ANSWER_TYPE.LABEL")),
        ("Answer: １７", (17, "ANSWER_TYPE.NUMERIC")), ("Answer: 1_000", (1000, "ANSWER_TYPE.NUMERIC")),
        ("Answer: 𝟙𝟟", (17, "ANSWER_TYPE.NUMERIC")), ("Answer: ١٧", (17, "ANSWER_TYPE.NUMERIC")),
        ("Answer:" + NBSP + "17" + NBSP, (17, "ANSWER_TYPE.NUMERIC")), ("Answer: 17\u200b", (17, "ANSWER_TYPE.NUMERIC")),
        ("Answer: \ufeff17", (17, "ANSWER_TYPE.NUMERIC")), ("Answer: +17", (17, "ANSWER_TYPE.NUMERIC")),
        ("Answer: -0", (0, "ANSWER_TYPE.NUMERIC")), ("Answer: 0017", (17, "ANSWER_TYPE.NUMERIC")),
        ("Answer: 17\x1e", (17, "ANSWER_TYPE.NUMERIC")), ("Answer:\x1f17", (17, "ANSWER_TYPE.NUMERIC")),
        ("the total number of matching records is\x1e17", (17, "ANSWER_TYPE.NUMERIC")),
        ("the total number of matching records is" + NBSP + "17", (17, "ANSWER_TYPE.NUMERIC")),
        ("the total number of matching records is\u200b17", (17, "ANSWER_TYPE.NUMERIC")),
        ("the total number of matching records is 17.", (17, "ANSWER_TYPE.NUMERIC")),
        ("Answer: 5" + "\u0301", (5, "ANSWER_TYPE.NUMERIC")), ("Label: spam\u202e", ("spam", "ANSWER_TYPE.LABEL")),
        ("Label: ＳＰＡＭ", ("spam", "ANSWER_TYPE.LABEL")), ("Label: spam 🙂", ("spam", "ANSWER_TYPE.LABEL")),
        ("🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂", ("spam", "ANSWER_TYPE.LABEL")),
        ("🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂", ("🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂", "ANSWER_TYPE.LABEL")),
        ("Answer: more common", ("more common than", "ANSWER_TYPE.COMPARISON")),
        ("Answer: less common", ("more common than", "ANSWER_TYPE.COMPARISON")),
        ("Answer: same frequency", ("same frequency as", "ANSWER_TYPE.COMPARISON")),
        ("Answer: ham is more common", ("more common than", "ANSWER_TYPE.COMPARISON")),
        ("Answer: spam is more common", ("more common than", "ANSWER_TYPE.COMPARISON")),
        ("Answer: it is more common than the other label, not less common", ("more common than", "ANSWER_TYPE.COMPARISON")),
        ("Answer: it is less common than the other one, not more common", ("less common than", "ANSWER_TYPE.COMPARISON")),
        ("Answer: it has the same frequency as the other; neither more common nor less common", ("same frequency as", "ANSWER_TYPE.COMPARISON")),
        ("spam is more common than ham", ("more common than", "ANSWER_TYPE.COMPARISON")),
        ("more common than", ("more common than", "ANSWER_TYPE.COMPARISON")),
        ("Answer: x is more common than y", ("more common than", "ANSWER_TYPE.COMPARISON")),
        ("Answer: a is more common than b", ("more common than", "ANSWER_TYPE.COMPARISON")),
        ("Answer: more commonly seen", ("more common than", "ANSWER_TYPE.COMPARISON")),
        ("Date: April 1st, 2023", ((2023, 4, 1), "ANSWER_TYPE.DATE")),
        ("Date: 2023-4-1", ((2023, 4, 1), "ANSWER_TYPE.DATE")),
        ("Date: 4/1/23", ((2023, 4, 1), "ANSWER_TYPE.DATE")),
        ("Date: 25/12/2022", ((2022, 12, 25), "ANSWER_TYPE.DATE")),
        ("Date: 12/25/2022", ((2022, 12, 25), "ANSWER_TYPE.DATE")),
        ("Date: 1/4/2023", ((2023, 4, 1), "ANSWER_TYPE.DATE")),
        ("Date: April 1", ((2023, 4, 1), "ANSWER_TYPE.DATE")),
        ("Date: April 1", ((2025, 4, 1), "ANSWER_TYPE.DATE")),
        ("Date: April 2023", ((2023, 4, 15), "ANSWER_TYPE.DATE")),
        ("Date: April 2023", ((2023, 4, 1), "ANSWER_TYPE.DATE")),
        ("Date: 2023", ((2023, 6, 15), "ANSWER_TYPE.DATE")),
        ("Date: the 15th", ((2025, 6, 15), "ANSWER_TYPE.DATE")),
        ("Date: today", ((2025, 6, 15), "ANSWER_TYPE.DATE")),
        ("Date: 2023-04-01T00:00:00Z", ((2023, 4, 1), "ANSWER_TYPE.DATE")),
        ("Date: 2023-04-01 UTC", ((2023, 4, 1), "ANSWER_TYPE.DATE")),
        ("Date: Saturday, April 1, 2023", ((2023, 4, 1), "ANSWER_TYPE.DATE")),
        ("Date: Sunday, April 1, 2023", ((2023, 4, 1), "ANSWER_TYPE.DATE")),
        ("Date: 2023-04-01 (a Saturday)", ((2023, 4, 1), "ANSWER_TYPE.DATE")),
        ("Date: 1er avril 2023", ((2023, 4, 1), "ANSWER_TYPE.DATE")),
        ("Date: 2023年4月1日", ((2023, 4, 1), "ANSWER_TYPE.DATE")),
        ("Date:" + NBSP + "April" + NBSP + "1," + NBSP + "2023", ((2023, 4, 1), "ANSWER_TYPE.DATE")),
        ("Date: ２０２３-０４-０１", ((2023, 4, 1), "ANSWER_TYPE.DATE")),
        ("Date: April 31, 2023", ((2023, 4, 30), "ANSWER_TYPE.DATE")),
        ("Date: Feb 29, 2024", ((2024, 2, 29), "ANSWER_TYPE.DATE")),
        ("Date: 2023-04-01, or possibly 2023-04-02", ((2023, 4, 1), "ANSWER_TYPE.DATE")),
        ("I believe the earliest such record is dated April 1, 2023", ((2023, 4, 1), "ANSWER_TYPE.DATE")),
        ("I believe the earliest such record is dated 2023-04-01", ((2023, 4, 1), "ANSWER_TYPE.DATE")),
        ("Date: April 1, 2023 12am", ((2023, 4, 1), "ANSWER_TYPE.DATE")),
        ("Date: April 1, 2023 noon", ((2023, 4, 1), "ANSWER_TYPE.DATE")),
        ("Date: 01-04-2023", ((2023, 1, 4), "ANSWER_TYPE.DATE")),
        ("Date: 2023-13-01", ((2023, 1, 13), "ANSWER_TYPE.DATE")),
        ("Date: 23-04-01", ((2023, 4, 1), "ANSWER_TYPE.DATE")),
        ("Date: 23-04-01", ((2001, 4, 23), "ANSWER_TYPE.DATE")),
        ("User: 55229", (55229, "ANSWER_TYPE.USER")), ("User: 55229", ("55229", "ANSWER_TYPE.USER")),
        ("User 55229", (55229, "ANSWER_TYPE.USER")), ("55229", (55229, "ANSWER_TYPE.USER")),
        ("The most active user is user number 55229", (55229, "ANSWER_TYPE.USER")),
        ("The most active user is user number 55229.", (55229, "ANSWER_TYPE.USER")),
        ("User: 55229 (with 31 records)", (55229, "ANSWER_TYPE.USER")),
        ("User: 55,229", (55229, "ANSWER_TYPE.USER")), ("User: ５５２２９", (55229, "ANSWER_TYPE.USER")),
        ("Answer: 17", (17.0, "ANSWER_TYPE.NUMERIC")), ("Answer: 17.0", (17.0, "ANSWER_TYPE.NUMERIC")),
        ("Answer: 17", ("17", "ANSWER_TYPE.NUMERIC")), ("Answer: 16", ("17", "ANSWER_TYPE.NUMERIC")),
        ("Answer: 1e1", (10, "ANSWER_TYPE.NUMERIC")), ("Answer: 0x11", (17, "ANSWER_TYPE.NUMERIC")),
        ("Answer: 170", (17, "ANSWER_TYPE.NUMERIC")), ("Answer: 117", (17, "ANSWER_TYPE.NUMERIC")),
        ("Answer: 100000", (17, "ANSWER_TYPE.NUMERIC")), ("Answer: 9999999999999999999999", (17, "ANSWER_TYPE.NUMERIC")),
    ]
    for ans, (val, typ) in edge:
        _case(out, S, "edge", ans, _ool_gold(val, typ))
    # randomly junked answers: prefix/suffix/unicode noise over correct forms
    for i in range(60):
        typ = r.choice(["ANSWER_TYPE.LABEL", "ANSWER_TYPE.NUMERIC", "ANSWER_TYPE.COMPARISON"])
        if typ == "ANSWER_TYPE.LABEL":
            g = r.choice(LABELS); body = f"Label: {g}"
        elif typ == "ANSWER_TYPE.NUMERIC":
            g = r.randint(0, 60); body = f"Answer: {g}"
        else:
            g = r.choice(RELS); body = f"Answer: {r.choice(LABELS)} is {g} {r.choice(LABELS)}"
        j = r.choice(JUNK)
        pos = r.randrange(3)
        ans = [j + body, body + j, body.replace(": ", ":" + j)][pos]
        _case(out, S, "unicode_junk", ans, _ool_gold(g, typ))


def numeric_cases(out):
    r = random.Random(1502)
    S = "numeric"
    forms = [
        ("plain", lambda p: f"{p}"), ("answer_prefix", lambda p: f"Answer: {p}"),
        ("bold", lambda p: f"**Answer:** {p}"), ("bold", lambda p: f"**Answer**: **{p}**"),
        ("unit", lambda p: f"Answer: {p} records"), ("unit", lambda p: f"Answer: {p} functions."),
        ("commas", lambda p: f"Answer: {p:,}"), ("decimal", lambda p: f"Answer: {p}.0"),
        ("decimal", lambda p: f"Answer: {p - 0.5}"), ("words", lambda p: f"Answer: {NUM_WORDS[p] if 0 <= p <= 20 else p}"),
        ("sentence", lambda p: f"The answer is {p}"), ("sentence", lambda p: f"There are {p} exported functions in that file."),
        ("sentence", lambda p: f"I count {p}."), ("trailing", lambda p: f"Answer: {p}\n\nI listed each one above."),
        ("multi", lambda p: f"Count: {p}\nConfidence: 0.9"), ("multi", lambda p: f"Answer: {p + 3}\nOn reflection: {p}"),
        ("multi", lambda p: f"Answer: {p} (earlier I said {p + 2})"), ("markdown", lambda p: f"## Result\n\n- count: `{p}`"),
        ("markdown", lambda p: f"| item | count |\n|---|---|\n| total | {p} |"), ("bracket", lambda p: f"Answer: [{p}]"),
        ("sign", lambda p: f"Answer: +{p}"), ("spaces", lambda p: f"Answer:{NBSP}{p}{NBSP}"),
        ("spaces", lambda p: f"Answer:\t{p}\n"), ("final", lambda p: f"Final answer: {p}"),
        ("final", lambda p: f"FINAL ANSWER:\n{p}"), ("latex", lambda p: f"Answer: $\\boxed{{{p}}}$"),
        ("approx", lambda p: f"Answer: ~{p}"), ("approx", lambda p: f"Answer: about {p}"),
        ("leading_zero", lambda p: f"Answer: 0{p}"), ("long", lambda p: LONG_FILLER + f"Answer: {p}"),
        ("long", lambda p: LONG_FILLER + f"{p}"), ("long", lambda p: LONG_FILLER + f"so the total is {p}."),
    ]
    for i in range(400):
        g = r.choice([0, 1, 2, 3, 4, 5, 6, 8, 9, 11, 14, 17, 20, 31, 57, 120, 1234, 4321])
        d = r.choice([0, 0, 0, 0, 1, -1, 2, -2, 3, 7, -10, 40])
        p = max(0, g + d) if r.random() < 0.9 else g + d
        cls, f = forms[i % len(forms)]
        _case(out, S, cls, f(p), g)
    hand = [
        ("Answer: 17 records", 17), ("Answer: 1,231", 1234), ("Answer: 1,234", 1234), ("16.5", 17), ("Answer: 16.5", 17),
        ("Count: 17\nConfidence: 0.9", 17), ("", 0), ("", 3), (" ", 3), (NBSP * 30, 3), ("\u3000" * 5, 3),
        ("Answer: １７", 17), ("Answer: 1_7", 17), ("Answer: ١٧", 17), ("Answer: 𝟙𝟟", 17), ("Answer: 17\u200b", 17),
        ("Answer:\x1e17\x1f", 17), ("17\x1e", 17), ("seventeen", 17), ("Answer: -3", 3), ("Answer: -3", -3),
        ("Answer: 3 ", 3), ("The total number of exported functions is 12.", 12),
        ("The total number of exported functions is 12", 12), ("Number: 12", 12),
        ("There are 12", 12), ("Answer: 12/12", 12), ("Answer: 12%", 12), ("Answer: 12 (twelve)", 12),
        ("Answer: 12 or 13", 12), ("Answer:12", 12), ("Answer : 12", 12), ("answer:12", 12),
        ("Answer: 9999999999999999999999", 17), ("Answer: 1e3", 1000), ("Answer: 1000.", 1000),
        ("It's 7:30 and the count is 7", 7), ("Time 10:07", 7), ("Answer: 7\nTime spent: 10:00", 7),
        ("Answer: 0", 0), ("Answer: 00", 0), ("Answer: -0", 0), ("Answer: 0.0", 0), ("Answer: None", 0),
        ("Answer: 5️⃣", 5), ("Answer: ５", 5), ("Answer: 5\u0301", 5), ("Answer: \u202e5", 5), ("Answer: 5\ufeff", 5),
        ("Answer: 2,500", 2500), ("Answer: 2 500", 2500), ("Answer: 2" + NBSP + "500", 2500), ("Answer: 2.500", 2500),
        ("Answer: **4**", 4), ("**4**", 4), ("`4`", 4), ("4.", 4), ("(4)", 4), ("[4]", 4), ("'4'", 4),
        ("Answer: 4\n", 4), ("\n\nAnswer: 4\n\n", 4), ("Answer: 4 ✅", 4), ("Answer: 4🙂", 4),
        ("I think the answer is 4 but it might be 5", 4), ("I think the answer is 4 but it might be 5", 5),
        ("The count: 5. The other count: 4", 4), ("Answer: four", 4), ("Answer: IV", 4),
    ]
    for ans, g in hand:
        _case(out, S, "hand", ans, g)


def choice_cases(out):
    r = random.Random(1503)
    S = "choice"
    L = "ABCD"
    tmpl = [
        ("official", lambda x: f"The correct answer is ({x})"), ("official", lambda x: f"The correct answer is {x}"),
        ("official", lambda x: f"The correct answer is ({x})."), ("official", lambda x: f"The correct answer is ({x}) because the text says so."),
        ("official_md", lambda x: f"**The correct answer is ({x})**"), ("official_md", lambda x: f"The correct answer is **({x})**"),
        ("official_md", lambda x: f"The correct answer is **{x}**"), ("official_md", lambda x: f"**The correct answer is** ({x})"),
        ("other_phrase", lambda x: f"The answer is ({x})"), ("other_phrase", lambda x: f"Answer: {x}"),
        ("other_phrase", lambda x: f"**{x}**"), ("other_phrase", lambda x: f"({x})"), ("other_phrase", lambda x: x),
        ("other_phrase", lambda x: f"Final answer: ({x})"), ("other_phrase", lambda x: f"Option {x}"),
        ("case", lambda x: f"the correct answer is ({x})"), ("case", lambda x: f"The correct answer is ({x.lower()})"),
        ("case", lambda x: f"THE CORRECT ANSWER IS ({x})"), ("spacing", lambda x: f"The correct answer is  ({x})"),
        ("spacing", lambda x: f"The correct answer is{NBSP}({x})"), ("spacing", lambda x: f"The correct answer is: ({x})"),
        ("spacing", lambda x: f"The correct answer is\n({x})"), ("spacing", lambda x: f"The  correct answer is ({x})"),
        ("spacing", lambda x: f"The correct answer is ( {x} )"), ("explain", lambda x: f"Let me think. Option D mentions the cache. The correct answer is ({x})."),
        ("explain", lambda x: f"The correct answer is ({x}). Option D is wrong because it ignores the cache."),
        ("explain", lambda x: f"The correct answer is ({x})\n\nExplanation: (A) is outdated, (B) is unrelated, (C) misreads the code, (D) is a distractor."),
        ("cot", lambda x: f"Step 1: read the code.\nStep 2: compare options.\nThe correct answer is ({x})"),
    ]
    for i in range(300):
        gold = L[r.randrange(4)]
        x = gold if r.random() < 0.7 else L[r.randrange(4)]
        cls, f = tmpl[i % len(tmpl)]
        ans = f(x)
        if r.random() < 0.15:
            ans = r.choice(["", "\n", "  ", "Sure! "]) + ans + r.choice(["", "\n", " ", "\n\nHope this helps."])
        _case(out, S, cls, ans, gold)
    # adverbs and words after "is" whose first letter is A-D (the reference reads that letter)
    words = ["Definitely", "Clearly", "Certainly", "Choice", "Answer", "Both", "Absolutely", "Basically",
             "Actually", "Option", "obviously", "likely", "Decidedly", "Conclusively", "Based on the text,"]
    for w in words:
        for x in "ABCD":
            _case(out, S, "word_after_is", f"The correct answer is {w} ({x})", x)
    hand = [
        ("", "A"), (" ", "B"), (NBSP * 10, "C"), ("The correct answer is (E)", "A"), ("The correct answer is (insert answer here)", "A"),
        ("The correct answer is (B). Wait, The correct answer is (C).", "B"), ("The correct answer is (B). Wait, The correct answer is (C).", "C"),
        ("The correct answer is A or B", "A"), ("The correct answer is (A) and (B)", "B"), ("The correct answer is A)", "A"),
        ("The correct answer is [A]", "A"), ("The correct answer is 'A'", "A"), ("The correct answer is \"C\"", "C"),
        ("The correct answer is (A)", "a"), ("The correct answer is (*A*)", "A"), ("The correct *answer* is (A)", "A"),
        ("The correct answer is (Ａ)", "A"), ("The correct answer is (А)", "A"), ("The correct answer is\u200b(A)", "A"),
        ("The correct answer is (A)\u200b", "A"), ("The correct answer is \u200b(A)", "A"), ("正确答案是 (A)", "A"),
        ("The correct answer is (A)" + LONG_FILLER, "A"), (LONG_FILLER + "The correct answer is (D)", "D"),
        (LONG_FILLER * 10 + "The correct answer is (C)", "C"), ("The correct answer is (C)The correct answer is (D)", "D"),
        ("Thecorrect answer is (A)", "A"), ("The correct answer is(A)", "A"), ("The correct answers is (A)", "A"),
        ("Not sure. The correct answer is probably (B)", "B"), ("The correct answer is B.", "B"),
        ("The correct answer is B, since", "B"), ("The correct answer is Bob's option (A)", "A"),
        ("The correct answer is Cache-related: (A)", "A"), ("The correct answer is D (the last one)", "D"),
        ("**Answer: (B)**\nThe correct answer is (B)", "B"), ("The correct answer is (B)**", "B"),
        ("The correct answer is \\(B\\)", "B"), ("The correct answer is $(B)$", "B"),
        ("The correct answer is `(B)`", "B"), ("The correct answer is _(B)_", "B"), ("The correct answer is __B__", "B"),
        ("Option D. The correct answer is (A)", "A"), ("The correct answer is (A). The correct answer is (D)", "A"),
        ("The\u00a0correct answer is (A)", "A"), ("The correct answer is\t(A)", "A"), ("The correct answer is\tA", "A"),
        ("🙂 The correct answer is (C) 🙂", "C"), ("\x1eThe correct answer is (C)\x1f", "C"),
        ("The correct answer is (A\u0301)", "A"), ("The correct answer is (AB)", "A"), ("The correct answer is (A/B)", "A"),
        ("The correct answer is ABCD", "A"), ("The correct answer is ABCD", "B"),
    ]
    for ans, g in hand:
        _case(out, S, "hand", ans, g)


def contains_cases(out):
    r = random.Random(1504)
    S = "contains"
    words = ["apple", "Crimson-Falcon", "zebra", "quantum", "Harbor", "violet", "ember", "glacier", "Nimbus", "copper"]

    def num():
        return str(r.randint(1000000, 9999999))

    single = [
        ("sentence", lambda v: f"The magic number is {v}."), ("bare", lambda v: v), ("prefix", lambda v: f"Answer: {v}"),
        ("prefix", lambda v: f"**Answer:** {v}"), ("markdown", lambda v: f"**{v}**"), ("markdown", lambda v: f"`{v}`"),
        ("explain", lambda v: f"{v}\n\nI found it in the middle of the document."), ("explain", lambda v: f"After searching, the special value is {v}; the other keys were distractors."),
        ("formatted", lambda v: f"{int(v):,}" if v.isdigit() else v), ("formatted", lambda v: " ".join(v)),
        ("case", lambda v: v.upper()), ("case", lambda v: v.lower()), ("wrong", lambda v: f"The magic number is {num()}."),
        ("wrong", lambda v: "I could not find the magic number in the context."), ("partial", lambda v: v[:-1]),
        ("partial", lambda v: v[1:]), ("embedded", lambda v: f"ID-{v}-X"), ("embedded", lambda v: f"0{v}0"),
        ("empty", lambda v: ""), ("spaces", lambda v: f"  {v}\n"), ("spaces", lambda v: f"{NBSP}{v}{NBSP}"),
        ("control", lambda v: f"{v[:3]}\x00{v[3:]}"), ("control", lambda v: f"\x07{v}\x1b"), ("control", lambda v: f"{v}\t"),
        ("long", lambda v: LONG_FILLER + v), ("long", lambda v: v + LONG_FILLER * 3),
    ]
    for i in range(260):
        v = num() if r.random() < 0.7 else r.choice(words)
        cls, f = single[i % len(single)]
        _case(out, S, cls, f(v), v)
    # multi-needle golds (RULER multivalue/multikey style): sizes 2, 4, 5, 8 (exact fractions)
    for i in range(180):
        k = r.choice([2, 4, 4, 4, 5, 8])
        vals = [num() for _ in range(k)]
        m = r.randint(0, k)
        shown = r.sample(vals, m) + [num() for _ in range(r.randint(0, 2))]
        r.shuffle(shown)
        style = i % 6
        if style == 0:
            ans = ", ".join(shown)
        elif style == 1:
            ans = "\n".join(f"- {x}" for x in shown)
        elif style == 2:
            ans = "The special magic numbers are: " + " and ".join(shown) + "."
        elif style == 3:
            ans = json.dumps(shown)
        elif style == 4:
            ans = "Answer: " + "; ".join(f"{int(x):,}" if j % 2 else x for j, x in enumerate(shown))
        else:
            ans = " ".join(shown) + "\n\nThese were all the values I found."
        _case(out, S, "multi", ans, vals)
    hand = [
        ("ΟΔΟΣ", "ΟΔΟΣ"), ("the word is οδοσ", "ΟΔΟΣ"), ("the word is οδος", "ΟΔΟΣ"), ("ΟΔΟΣ street", "ΟΔΟΣ"),
        ("istanbul", "İstanbul"), ("İSTANBUL", "İstanbul"), ("İstanbul", "İstanbul"), ("straße", "STRASSE"),
        ("STRASSE", "straße"), ("ﬁre", "FIRE"), ("Kelvin 5K", "5\u212a"), ("5k", "5\u212a"), ("ǅ", "ǆ"),
        ("", ""), ("anything", ""), ("", ["1234567", ""]), ("1234567", ["1234567", "1234567"]),
        ("12345678", "1234567"), ("1 234 567", "1234567"), ("1234\n567", "1234567"), ("1234\x00567", "1234567"),
        ("a\tb", "a\tb"), ("a\tb", "a\nb"), ("a\x01b", "a\nb"), ("\x1f\x1f1234567\x1f", "1234567"),
        ("The magic number is 1234567", ["1234567", "7654321"]), ("1234567 7654321", ["1234567", "7654321"]),
        ("The magic number is 1234567", ["1234567"]), ("1234567", ["1234567", "7654321", "1111111", "2222222"]),
        ("Crimson-Falcon", "crimson-falcon"), ("CRIMSON FALCON", "crimson-falcon"),
        ("🙂1234567🙂", "1234567"), ("１２３４５６７", "1234567"), ("1234567\u200b", "1234567"), ("123\u200b4567", "1234567"),
        ("The magic numbers are 1234567, 2345678, 3456789 and 4567890.", ["1234567", "2345678", "3456789", "4567890"]),
        ("1234567, 2345678", ["1234567", "2345678", "3456789", "4567890"]),
        ("None of the keys match.", ["1234567", "2345678", "3456789", "4567890", "5678901"]),
    ]
    for ans, g in hand:
        _case(out, S, "hand", ans, g)


def _fmt_id(u, r, zero=False):
    s = str(u)
    return ("0" + s) if zero else s


def pairs_cases(out):
    r = random.Random(1505)
    S = "f1_pairs"
    formats = ["tuples", "tuples_quoted", "tuples_dq", "user_and", "md_table", "arrow", "semicolon_line",
               "json_objects", "lines_comma", "json_arrays", "leading_zero", "numbered", "dash_bullets", "none_answer",
               "mixed_prefix"]
    for i in range(450):
        fmt = formats[i % len(formats)]
        users = r.sample(range(10000, 99999), r.randint(4, 12)) if r.random() < 0.7 else r.sample(range(1, 60), r.randint(4, 12))
        allp = [(a, b) for k, a in enumerate(users) for b in users[k + 1:]]
        gold = [tuple(sorted(p)) for p in r.sample(allp, r.randint(1, min(len(allp), 15)))]
        gold = sorted(set(gold))
        if fmt == "none_answer":
            listed = []
        else:
            keep = [p for p in gold if r.random() < 0.8]
            extra = [tuple(sorted(p)) for p in r.sample(allp, r.randint(0, 3))]
            listed = list(dict.fromkeys(keep + extra))
            if not listed:
                listed = [gold[0]]
        shown = [(b, a) if r.random() < 0.3 else (a, b) for a, b in listed]
        if r.random() < 0.1 and shown:
            shown = shown + [shown[0]]  # a repeated pair counts once
        z = fmt == "leading_zero"
        ids = lambda u: _fmt_id(u, r, zero=z and r.random() < 0.6)
        if fmt in ("tuples", "leading_zero"):
            body = "[" + ", ".join(f"({ids(a)}, {ids(b)})" for a, b in shown) + "]"
        elif fmt == "tuples_quoted":
            body = repr([(str(a), str(b)) for a, b in shown])
        elif fmt == "tuples_dq":
            body = "[" + ", ".join(f'("{a}", "{b}")' for a, b in shown) + "]"
        elif fmt == "user_and":
            body = "\n".join(f"{k + 1}. User {a} and User {b}" for k, (a, b) in enumerate(shown))
        elif fmt == "md_table":
            body = "| User A | User B |\n|---|---|\n" + "\n".join(f"| {a} | {b} |" for a, b in shown)
        elif fmt == "arrow":
            body = "\n".join(f"{a} -> {b}" if k % 2 else f"{a} → {b}" for k, (a, b) in enumerate(shown))
        elif fmt == "semicolon_line":
            body = "; ".join(f"{a},{b}" for a, b in shown)
        elif fmt == "json_objects":
            body = json.dumps([{"user_a": a, "user_b": b} for a, b in shown])
        elif fmt == "lines_comma":
            body = "\n".join(f"{a}, {b}" for a, b in shown)
        elif fmt == "json_arrays":
            body = json.dumps([[a, b] for a, b in shown])
        elif fmt == "numbered":
            body = "\n".join(f"{k + 1}) ({a}, {b})" for k, (a, b) in enumerate(shown))
        elif fmt == "dash_bullets":
            body = "\n".join(f"- ({a}, {b})" for a, b in shown)
        elif fmt == "none_answer":
            body = r.choice(["none", "None", "No pair qualifies.", "[]", "Answer: none"])
        else:  # mixed_prefix
            body = "Answer: " + ", ".join(f"({a}, {b})" for a, b in shown)
        pre = r.choice(["", "", "Here are the pairs:\n", "**Pairs:**\n", "Final answer:\n", "```\n"])
        suf = r.choice(["", "", "\n```" if pre == "```\n" else "", "\n\nThese pairs were found by checking every user's labels.",
                        "\n"])
        _case(out, S, fmt, pre + body + suf, [list(p) for p in gold], listed=[list(p) for p in listed])
    # hand-written
    G = [[101, 202], [101, 303], [202, 303]]
    hand = [
        ("[('55229', '84557')]", [[55229, 84557]], [[55229, 84557]]),
        ("User 55229 and User 84557", [[55229, 84557]], [[55229, 84557]]),
        ("(01, 2)", [[1, 2]], [[1, 2]]), ("(001, 0002), (3, 04)", [[1, 2], [3, 4]], [[1, 2], [3, 4]]),
        ("101,202; 101,303; 202,303", G, G), ("101 -> 202\n202 -> 303", G, [[101, 202], [202, 303]]),
        ("[{\"a\": 101, \"b\": 202}, {\"a\": 303, \"b\": 101}]", G, [[101, 202], [101, 303]]),
        ("(101, 202)\n101, 303\n202 and 303", G, G),
        ("I found 3 pairs:\n(101, 202)\n(101, 303)\n(202, 303)", G, G),
        ("(101, 202), (101, 303), (202, 303)\nTotal: 3 pairs across 12 users.", G, G),
        ("(202, 101)", G, [[101, 202]]), ("(101, 202), (202, 101), (101, 202)", G, [[101, 202]]),
        ("none", G, []), ("", G, []), (NBSP * 5, G, []), ("No pairs meet the condition.", G, []),
        ("(101, 202), (404, 505)", G, [[101, 202], [404, 505]]), ("(404, 505)", G, [[404, 505]]),
        ("| a | b |\n|---|---|\n| 101 | 202 |\n| 101 | 303 |\n| 202 | 303 |", G, G),
        ("- User 101 & User 202\n- User 101 & User 303", G, [[101, 202], [101, 303]]),
        ("User 101 and User 202, User 101 and User 303, User 202 and User 303", G, G),
        ("Pairs: 101-202, 101-303, 202-303", G, G), ("101–202, 202–303", G, [[101, 202], [202, 303]]),
        ("(101,202)(101,303)(202,303)", G, G), ("((101, 202), (101, 303))", G, [[101, 202], [101, 303]]),
        ("[[101, 202], [101, 303], [202, 303]]", G, G), ("{(101, 202), (202, 303)}", G, [[101, 202], [202, 303]]),
        ("（101，202）、（101，303）", G, [[101, 202], [101, 303]]), ("(101,\u00a0202)", G, [[101, 202]]),
        ("(101, 202)\u200b, (202, 303)", G, [[101, 202], [202, 303]]),
        ("```python\npairs = [(101, 202), (202, 303)]\n```", G, [[101, 202], [202, 303]]),
        ("Users 101 and 202 both qualify; so do users 202 and 303.", G, [[101, 202], [202, 303]]),
        ("101 & 202\n101 & 303\n202 & 303", G, G), ("101 <-> 202", G, [[101, 202]]), ("101 => 303", G, [[101, 303]]),
        ("(101, 202), (101, 303), (202, 303)" + "\n" + LONG_FILLER, G, G),
        (LONG_FILLER.replace(".", "") + "\n(101, 202)", G, [[101, 202]]),
        ("[(\"101\", \"202\"), ('101', '303')]", G, [[101, 202], [101, 303]]),
        ("[{\"user1\": \"101\", \"user2\": \"202\"}]", G, [[101, 202]]),
        ("[{\"pair\": [101, 202]}, {\"pair\": [202, 303]}]", G, [[101, 202], [202, 303]]),
        ("(101, 202), (101, 303), (202, 303), (303, 404), (404, 505), (505, 606)", G,
         [[101, 202], [101, 303], [202, 303], [303, 404], [404, 505], [505, 606]]),
    ]
    for ans, gold, listed in hand:
        _case(out, S, "hand", ans, gold, listed=listed)


def cases():
    out = []
    oolong_cases(out)
    numeric_cases(out)
    choice_cases(out)
    contains_cases(out)
    pairs_cases(out)
    ids = [c["id"] for c in out]
    assert len(ids) == len(set(ids)), "duplicate case ids"
    return out


if __name__ == "__main__":
    import collections
    cnt = collections.Counter(c["scorer"] for c in cases())
    print(dict(cnt))
