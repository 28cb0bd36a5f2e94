import re

def llm_query(prompt):
    text = prompt.split("\n", 1)[1]
    q = text.count("?")
    return f"questions={q}; tone={'curious' if q > 1 else 'neutral'}"

context = """ALICE: Did we ship the fix? What broke?
BOB: We shipped it yesterday. Nothing broke.
ALICE: Great. Any customer reports?
CAROL: Two reports, both resolved.
BOB: I'll write the postmortem.
ALICE: Can you share it by Friday? And cc legal?"""

by_speaker = {}
for line in context.splitlines():
    m = re.match(r"([A-Z]+): (.*)", line)
    if m:
        by_speaker.setdefault(m.group(1), []).append(m.group(2))
report = []
for speaker, utterances in by_speaker.items():
    analysis = llm_query(f"Analyse speaker {speaker}:\n" + "\n".join(utterances))
    words = sum(len(u.split()) for u in utterances)
    report.append(f"{speaker:<6} turns={len(utterances)} words={words:>2} {analysis}")
FINAL_ANSWER = "\n".join(report)
print(FINAL_ANSWER)
