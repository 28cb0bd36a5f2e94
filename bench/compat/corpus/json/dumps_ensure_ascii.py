import json
print(json.dumps("café ☃"))
print(json.dumps("café", ensure_ascii=False))
print(json.dumps({"q": 'say "hi"\n'}))
