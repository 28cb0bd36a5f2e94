import textwrap
para = " ".join(l.split('msg="')[-1].rstrip('"') for l in context.splitlines()[:8])
for row in textwrap.wrap(para, width=50):
    print(row)
