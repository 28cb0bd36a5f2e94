import re

context = '''Here is the plan.
```python
x = 1
print(x)
```
Some prose in between.
```repl
chunks = [context[i:i+100] for i in range(0, len(context), 100)]
```
```
no language tag
```
Unclosed block:
```python
never closed
'''

blocks = re.findall(r"```(\w*)\n(.*?)```", context, flags=re.S)
for lang, body in blocks:
    print(f"lang={lang or '(none)'} lines={len(body.splitlines())} first={body.splitlines()[0]!r}")
repl_blocks = [b for lang, b in blocks if lang == "repl"]
print("repl blocks:", len(repl_blocks))
fences = context.count("```")
print("fences:", fences, "balanced:", fences % 2 == 0)
prose = re.sub(r"```.*?```", "", context, flags=re.S)
print([l for l in prose.splitlines() if l.strip()])
