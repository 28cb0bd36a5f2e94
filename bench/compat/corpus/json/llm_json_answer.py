import json
reply = '```json\n{"answer": "42", "confidence": 0.9}\n```'
body = reply.strip("`").replace("json\n", "", 1)
obj = json.loads(body)
print(obj["answer"], obj["confidence"])
