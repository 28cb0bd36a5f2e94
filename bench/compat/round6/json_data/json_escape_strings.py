import json

texts = ['He said "hi"', "path\\to\\file", "line1\nline2", "tab\there", "emoji 😀", "ctrl \x07 bell", "</script>", "ñ"]
for t in texts:
    enc = json.dumps(t)
    print(f"{enc:<28} {json.loads(enc) == t} {len(enc)}")
print(json.dumps(texts, ensure_ascii=False))
print(json.loads('"\\/slash\\b\\f\\r"'))
print(json.dumps({"k": "v"}, indent=4, sort_keys=True).count("\n"))
