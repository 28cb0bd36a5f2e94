# backends: python gpython
# class: files
# expect: nothing written outside the work directory; engine lives

open('/tmp/rlm-hostile-pwned-write-tmp', 'w').write('pwned')
