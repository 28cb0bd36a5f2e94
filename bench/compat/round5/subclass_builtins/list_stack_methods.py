class Stack(list):
    def push(self, item):
        self.append(item)
        return self
    def peek(self):
        if not self:
            raise IndexError("peek from empty stack")
        return self[-1]
    def __repr__(self):
        return f"Stack({list.__repr__(self)})"

def balanced(s):
    pairs = {")": "(", "]": "[", "}": "{"}
    st = Stack()
    for i, ch in enumerate(s):
        if ch in "([{":
            st.push(ch)
        elif ch in pairs:
            if not st or st.pop() != pairs[ch]:
                return False, i
    return not st, len(s)

st = Stack().push(1).push(2).push(3)
print(st, st.peek(), st.pop(), st)
for expr in ["(a[b]{c})", "(]", "((x)", "{[()()]}"]:
    print(f"{expr:<10}", balanced(expr))
try:
    Stack().peek()
except IndexError as e:
    print("IndexError:", e)
