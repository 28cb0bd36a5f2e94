# backends: python gpython
# class: timeout
# expect: cell stopped at eval-timeout with a clear error; engine lives; next cell runs

try:
    while True:
        pass
finally:
    while True:
        pass
