# backends: python gpython
# class: files
# expect: canary unchanged; engine lives

cfg = dict(l.split('=', 1) for l in context.splitlines() if '=' in l)

open(cfg['canary'], 'w').write('overwritten')
