# backends: python gpython
# class: allocation
# expect: cell errors or is stopped at eval-timeout; engine lives; next cell runs

x = 10 ** (10 ** 10)
print(x > 0)
