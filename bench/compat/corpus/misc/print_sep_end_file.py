import sys
print("a", "b", sep="")
print("no newline", end=" | ")
print("done")
sys.stdout.write("direct\n")
