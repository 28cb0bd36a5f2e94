import textwrap, inspect
def sample(a, b=2):
    """Compute a thing.

    Args:
        a: the first value
        b: the second value, defaults to 2

    Returns:
        the sum of a and b
    """
    return a + b

doc = inspect.getdoc(sample)
print(doc.splitlines()[0])
sections = {}
current = None
for line in doc.splitlines()[1:]:
    if line.endswith(":") and not line.startswith(" "):
        current = line[:-1]
        sections[current] = []
    elif current and line.strip():
        sections[current].append(line.strip())
print(sections)
print(textwrap.dedent(sample.__doc__).strip().count("\n"))
print(inspect.signature(sample), list(inspect.signature(sample).parameters))
