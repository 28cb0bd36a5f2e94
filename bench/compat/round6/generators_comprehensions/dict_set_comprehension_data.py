context = """emp,dept,salary,manager
ana,eng,120,
ben,eng,95,ana
cai,ops,80,dee
dee,ops,110,
eli,eng,101,ana
fay,sales,70,dee"""

rows = [dict(zip(context.splitlines()[0].split(","), l.split(","))) for l in context.splitlines()[1:]]
by_dept = {d: [r["emp"] for r in rows if r["dept"] == d] for d in dict.fromkeys(r["dept"] for r in rows)}
print(by_dept)
avg = {d: sum(int(r["salary"]) for r in rows if r["dept"] == d) / len(es) for d, es in by_dept.items()}
print({d: round(a, 1) for d, a in avg.items()})
managers = sorted({r["manager"] for r in rows if r["manager"]})
print(managers)
reports = {m: sorted(r["emp"] for r in rows if r["manager"] == m) for m in managers}
print(reports)
top = {r["emp"] for r in rows if int(r["salary"]) > avg[r["dept"]]}
print(sorted(top))
print({r["emp"]: ("mgr" if r["emp"] in reports else "ic") for r in rows})
