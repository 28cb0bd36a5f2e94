lines = context.splitlines()
notes = [l for l in lines if l.startswith(("NOTE", "WARN"))]
print(len(notes))
print(sum(1 for l in lines if l.endswith(('"', "x"))))
print("report.csv".endswith((".csv", ".tsv")))
