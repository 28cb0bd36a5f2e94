import re
paras = []
for i in range(30):
    kind = ("Q&A", "log", "prose")[i % 3]
    if kind == "Q&A":
        paras.append(f"Q: question {i}?\nA: answer {i}.")
    elif kind == "log":
        paras.append(f"[{i:04d}] INFO something happened")
    else:
        paras.append(f"Paragraph {i} is plain prose with a few words.")
context = "\n\n".join(paras)
print(f"type={type(context).__name__} chars={len(context)} lines={context.count(chr(10)) + 1}")
print("paragraphs:", len(context.split("\n\n")))
print("head:", context[:60].replace("\n", "\\n"))
print("tail:", context[-60:].replace("\n", "\\n"))
print("looks like:", {"qa": len(re.findall(r"^Q: ", context, re.M)), "log": len(re.findall(r"^\[\d{4}\]", context, re.M)),
                      "prose": len(re.findall(r"^Paragraph", context, re.M))})
avg = sum(len(p) for p in context.split("\n\n")) / len(context.split("\n\n"))
print(f"avg paragraph {avg:.1f} chars; est tokens {len(context) // 4}")
