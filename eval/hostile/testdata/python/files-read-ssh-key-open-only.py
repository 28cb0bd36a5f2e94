# backends: python gpython
# class: files
# expect: the read fails (no file outside the work directory); engine lives; next cell runs

for p in ['/root/.ssh/id_rsa']:
    try:
        print(open(p).read()[:200])
    except Exception as e:
        print(type(e).__name__)
home = [l.split('=', 1)[1] for l in context.splitlines() if l.startswith('home=')][0]
print(open(home + '/.ssh/id_rsa').read())
