import json

context = """student,course,grade
ana,math,A
ana,physics,B+
ben,math,C
ben,art,A-
cy,physics,A
ana,art,B"""

points = {"A": 4.0, "A-": 3.7, "B+": 3.3, "B": 3.0, "C": 2.0}
lines = context.splitlines()
keys = lines[0].split(",")
result = {}
for line in lines[1:]:
    rec = dict(zip(keys, line.split(",")))
    entry = result.setdefault(rec["student"], {"courses": {}, "gpa": 0.0})
    entry["courses"][rec["course"]] = rec["grade"]
for student, entry in result.items():
    gs = [points[g] for g in entry["courses"].values()]
    entry["gpa"] = round(sum(gs) / len(gs), 2)
print(json.dumps(result, indent=1))
print(json.dumps(sorted(result, key=lambda s: -result[s]["gpa"])))
