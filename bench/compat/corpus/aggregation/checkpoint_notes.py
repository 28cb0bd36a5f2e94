import re

notes = re.findall(r"NOTE checkpoint (\d+): (\d+) errors, see ticket #(\d+)", context)
print(notes[:3])
table = [{"line": int(a), "errors": int(b), "ticket": int(c)} for a, b, c in notes]
prev = 0
for row in table:
    row["delta"] = row["errors"] - prev
    prev = row["errors"]
    print("{line:>4} {errors:>3} (+{delta}) #{ticket}".format(**row))

total_err = sum(r["errors"] for r in table)
print("total errors:", total_err, "avg:", round(total_err / len(table), 3))
plateau = [r["line"] for r in table if r["delta"] == 0]
print("plateau at:", plateau)
segments = context.split("NOTE checkpoint")
print("segments:", len(segments))
sizes = [s.count("\nid=") + s.startswith("id=") for s in segments]
print("records per segment:", sizes)
answers = [rlm_query(seg, "count refunds") for seg in segments[:-1]]
print(answers[0])
print(answers[-1])
