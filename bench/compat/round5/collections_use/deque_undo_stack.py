from collections import deque
history = deque(maxlen=5)
redo = []
text = ""
ops = ["type:Hello", "type: world", "type:!", "undo", "undo", "redo", "type:?", "type:a", "type:b", "type:c", "type:d", "undo", "undo", "undo", "undo", "undo", "undo"]
for op in ops:
    if op.startswith("type:"):
        history.append(text)
        text += op[5:]
        redo.clear()
    elif op == "undo":
        if history:
            redo.append(text)
            text = history.pop()
        else:
            print("  nothing to undo")
    elif op == "redo" and redo:
        history.append(text)
        text = redo.pop()
    print(f"{op:<13}-> {text!r}")
