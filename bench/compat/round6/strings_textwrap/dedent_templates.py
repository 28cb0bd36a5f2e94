import textwrap

def render_prompt(task, items):
    body = textwrap.dedent(f"""\
        You are a careful analyst.
        Task: {task}

        Items:
        """)
    for i, it in enumerate(items, 1):
        body += f"  {i}. {it}\n"
    return body

p = render_prompt("rank by risk", ["late shipment", "unpaid invoice", "expired cert"])
print(p)
print(repr(textwrap.dedent("    a\n      b\n    c")))
print(repr(textwrap.dedent("  x\n\n  y\n")))
print(repr(textwrap.dedent("\tone\n\ttwo")))
print(repr(textwrap.dedent("  mixed\n\tindent")))
