import json
answer = {"content": "", "ready": False}
findings = []
context = "\n".join(f"section {i}: {'contains the key fact' if i in (3, 8) else 'nothing here'}" for i in range(12))
for line in context.splitlines():
    sec, text = line.split(": ", 1)
    if "key fact" in text:
        findings.append(int(sec.split()[1]))
result = {"sections": findings, "count": len(findings)}
answer["content"] = json.dumps(result)
answer["ready"] = bool(findings)
print(answer)
print(json.loads(answer["content"])["sections"])
print(type(answer["content"]).__name__, answer["ready"] is True)
