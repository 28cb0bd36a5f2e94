class Token:
    __match_args__ = ("kind", "text")

    def __init__(self, kind, text, line=1):
        self.kind, self.text, self.line = kind, text, line

def describe(tok):
    match tok:
        case Token("num", t) if "." in t:
            return f"float literal {float(t)}"
        case Token("num", t):
            return f"int literal {int(t)}"
        case Token("name", "if" | "else" | "while" as kw):
            return f"keyword {kw}"
        case Token("name", t, line=1):
            return f"name {t} on the first line"
        case Token("name", t):
            return f"name {t}"
        case Token(kind="op", text=t):
            return f"operator {t}"
        case Token():
            return f"other token {tok.kind}"

toks = [Token("num", "42"), Token("num", "3.5"), Token("name", "if"), Token("name", "x"),
        Token("name", "y", line=2), Token("op", "+"), Token("ws", " ")]
for t in toks:
    print(describe(t))
