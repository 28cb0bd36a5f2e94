def tokenize(s):
    buf = ""
    mode = "text"
    for ch in s:
        if mode == "text":
            if ch == "{":
                if buf:
                    yield ("TEXT", buf)
                buf, mode = "", "var"
            else:
                buf += ch
        else:
            if ch == "}":
                yield ("VAR", buf.strip())
                buf, mode = "", "text"
            else:
                buf += ch
    if mode == "var":
        yield ("ERROR", "unclosed {" + buf)
    elif buf:
        yield ("TEXT", buf)

for tpl in ["Hi {name}, you owe {amount}!", "{a}{b}", "plain", "broken {x"]:
    print(list(tokenize(tpl)))
