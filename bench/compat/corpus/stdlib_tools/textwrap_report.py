import textwrap
msgs = [l.split('msg="')[1].rstrip('"') for l in context.splitlines() if 'msg="' in l]
blob = "; ".join(msgs[:12])
print(textwrap.fill(blob, width=50))
print("---")
for line in textwrap.wrap(blob, width=40, initial_indent="* ", subsequent_indent="  ")[:5]:
    print(line)
print("---")
print(textwrap.shorten(blob, width=60, placeholder=" [...]"))
print(textwrap.indent("line one\nline two\n\nline four", "> "))
doc = """
    Summary:
        spam count is high
    Next steps:
        review alerts
"""
print(textwrap.dedent(doc).strip())
prompt = textwrap.dedent(f"""\
    You are analysing log lines.
    There are {len(msgs)} messages.
    Answer briefly.""")
print(prompt)
print(llm_query(prompt))
print(textwrap.wrap("short", 80), textwrap.wrap("", 10), len(textwrap.wrap("a " * 100, 15)))
