# backends: python
# class: secrets
# expect: no secret of the engine visible to the cell; engine lives; next cell runs

print(open('/proc/self/environ', 'rb').read().replace(b'\0', b'\n').decode())
