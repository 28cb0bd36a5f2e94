import json
import re

alerts = []
for line in context.splitlines():
    m = re.match(r'id=(\d+) user=(\w+) label=alert amount=([\d.]+) ts=(\S+) region=(\S+) msg="(.*)"', line)
    if m:
        alerts.append({"id": int(m[1]), "user": m[2], "amount": float(m[3]),
                       "ts": m[4], "region": m[5], "msg": m[6]})

notes = re.findall(r"NOTE checkpoint (\d+): (\d+) errors, see ticket #(\d+)", context)
last_claim = int(notes[-1][1])
answer = {
    "question": "Do the checkpoint error counts match the alert records?",
    "answer": "no" if last_claim != len(alerts) else "yes",
    "evidence": {
        "alert_records": len(alerts),
        "claimed_errors": last_claim,
        "tickets": [f"#{t}" for _, _, t in notes[-3:]],
    },
    "largest_alert": max(alerts, key=lambda a: a["amount"]),
    "confidence": round(1 - last_claim / len(alerts), 3),
}
print(json.dumps(answer, indent=4))
FINAL = json.dumps(answer, separators=(", ", ": "))
print(len(FINAL))
print(FINAL[:100])
print(json.loads(FINAL) == answer)
try:
    json.dumps({"when": {1, 2}})
except TypeError as e:
    print(type(e).__name__, e)
print(json.dumps([1.0, 1e20, 1.5e-5, 10**20, "tab\there", "quote\"q"]))
