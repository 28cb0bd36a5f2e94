class Finding:
    def __init__(self, rec_id, severity, text):
        self.rec_id = rec_id
        self.severity = severity
        self.text = text

    def __repr__(self):
        return f"Finding(rec_id={self.rec_id!r}, severity={self.severity!r}, text={self.text!r})"

    def __str__(self):
        return f"[{self.severity.upper():>6}] #{self.rec_id}: {self.text}"

findings = []
for line in context.splitlines():
    if 'msg="' not in line:
        continue
    rid = int(line.split()[0][3:])
    msg = line.split('msg="', 1)[1].rstrip('"')
    if "password" in msg:
        findings.append(Finding(rid, "high", msg))
    elif "overdue" in msg and rid % 3 == 0:
        findings.append(Finding(rid, "low", msg))

print(len(findings))
for f in findings[:4]:
    print(f)
print(findings[:2])
print(f"{findings[0]!s} | {findings[0]!r}")
print("%s" % findings[-1], "%r" % (findings[-1].severity,))
print(str([findings[1]]) == repr([findings[1]]))
