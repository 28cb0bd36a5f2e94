# backends: python gpython
# class: timeout
# expect: cell stopped at eval-timeout with a clear error; engine lives; next cell runs

while True:
    pass
