def score_numeric(gold, pred):
    return 0.75 ** abs(gold - pred)
def parse_answer(text):
    tail = text.rsplit(":", 1)[-1]
    return tail.replace("*", "").replace("[", "").replace("]", "").strip()
cases = [
    ("Answer: 12", "12", "numeric"),
    ("The answer is: 10", "12", "numeric"),
    ("**Label:** [location]", "location", "label"),
    ("Label: Location", "location", "label"),
    ("I think it's: 15.0", "12", "numeric"),
    ("no colon here 7", "7", "numeric"),
]
total = 0.0
for text, gold, kind in cases:
    pred = parse_answer(text)
    if kind == "numeric":
        try:
            s = score_numeric(float(gold), float(pred))
        except ValueError:
            s = 0.0
    else:
        s = float(pred == gold)
    total += s
    print(f"{text!r:<28} pred={pred!r:<12} gold={gold!r:<11} score={s:.4f}")
print(f"mean score: {total / len(cases):.4f}")
