from collections import deque

class Editor:
    def __init__(self):
        self.text = ""
        self.undo = deque(maxlen=5)
        self.redo = []

    def apply(self, op, arg=None):
        if op == "type":
            self.undo.append(self.text)
            self.redo.clear()
            self.text += arg
        elif op == "del":
            self.undo.append(self.text)
            self.redo.clear()
            self.text = self.text[:-arg]
        elif op == "undo":
            if not self.undo:
                return "nothing to undo"
            self.redo.append(self.text)
            self.text = self.undo.pop()
        elif op == "redo":
            if not self.redo:
                return "nothing to redo"
            self.undo.append(self.text)
            self.text = self.redo.pop()
        return self.text

ed = Editor()
script = [("type", "Hello"), ("type", ", world"), ("del", 5), ("type", "RLM"), ("undo",), ("undo",),
          ("redo",), ("type", "!"), ("redo",), ("undo",), ("undo",), ("undo",), ("undo",), ("undo",), ("undo",)]
for step in script:
    print(f"{' '.join(map(str, step)):<16} -> {ed.apply(*step)!r}")
print(len(ed.undo), ed.undo.maxlen)
