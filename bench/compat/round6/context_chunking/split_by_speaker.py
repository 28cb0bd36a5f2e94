import re

context = """[00:00] HOST: Welcome everyone to the weekly sync.
[00:05] ANA: Thanks. I finished the parser.
[00:09] BEN: I'm still on the cache layer.
It needs another day.
[00:20] HOST: Any blockers?
[00:22] ANA: None.
[00:25] BEN: Waiting on review from Ana.
Also the CI is flaky.
[00:40] HOST: Let's wrap up."""

turns = re.findall(r"^\[(\d\d:\d\d)\] (\w+): (.*?)(?=^\[\d\d:\d\d\]|\Z)", context, flags=re.M | re.S)
print(len(turns), "turns")
by_speaker = {}
for ts, who, text in turns:
    text = " ".join(text.split())
    by_speaker.setdefault(who, []).append((ts, text))
for who, items in by_speaker.items():
    words = sum(len(t.split()) for _, t in items)
    print(f"{who}: {len(items)} turns, {words} words, first at {items[0][0]}")
for ts, who, text in turns:
    if "\n" in text.strip():
        print("multi-line:", who, ts)
