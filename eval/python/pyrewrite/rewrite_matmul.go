package pyrewrite

import "strings"

// gpython's grammar predates PEP 465: it has no @ operator. lowerMatMul
// turns a @ b into _pylib_matmul(a, b) and t @= e into
// t = _pylib_imatmul(t, e), one operator at a time, leftmost first, so
// that a @ b @ c nests as the left-associative operator does. The
// operands are found by precedence: the left one reaches back over
// terms of the same level (*, /, //, %, @ and tighter), the right one is
// a single factor (unary operators, a primary with its trailers, **).
// Nothing is inserted but text on the operator's own lines, so line
// numbers stay.

// mayHaveMatMul is a cheap filter: an @ anywhere.
func mayHaveMatMul(src string) bool { return strings.Contains(src, "@") }

func lowerMatMul(src string) (string, bool, error) {
	lowered := false
	for range 10000 {
		toks, err := tokenize(src)
		if err != nil {
			return "", false, err
		}
		k := firstMatMul(toks)
		if k < 0 {
			return src, lowered, nil
		}
		src = spliceMatMul(toks, k)
		lowered = true
	}
	return src, lowered, nil
}

// firstMatMul is the index of the first @ or @= token used as an
// operator (not a decorator's), or -1.
func firstMatMul(toks []token) int {
	depth := 0
	lineStart := true
	for i, t := range toks {
		switch {
		case t.kind == tWS:
			if depth == 0 && strings.Contains(t.text, "\n") && !strings.HasSuffix(strings.TrimRight(t.text, " \t\r\n"), "\\") {
				lineStart = true
			}
			continue
		case t.isOp("(") || t.isOp("[") || t.isOp("{"):
			depth++
		case t.isOp(")") || t.isOp("]") || t.isOp("}"):
			if depth > 0 {
				depth--
			}
		case t.isOp("@=") || t.isOp("@") && !lineStart:
			return i
		}
		lineStart = t.isOp(";") && depth == 0
	}
	return -1
}

// atomKeywords are the keywords that are values.
func atomKeyword(s string) bool { return s == "None" || s == "True" || s == "False" }

func pyKeyword(s string) bool {
	switch s {
	case "and", "as", "assert", "async", "await", "break", "class", "continue", "def", "del", "elif", "else",
		"except", "finally", "for", "from", "global", "if", "import", "in", "is", "lambda", "nonlocal", "not",
		"or", "pass", "raise", "return", "try", "while", "with", "yield":
		return true
	}
	return false
}

// endsOperand: a token after which a + or - is binary.
func endsOperand(t token) bool {
	switch t.kind {
	case tNumber, tString:
		return true
	case tName:
		return !pyKeyword(t.text)
	}
	return t.isOp(")") || t.isOp("]") || t.isOp("}")
}

// leftOperand is the first token of the operand left of the operator at
// k (the whole run of same-level terms before it).
func leftOperand(toks []token, k int) int {
	start := k
	depth := 0
	for i := prevSig(toks, k); i >= 0; i = prevSig(toks, i) {
		t := toks[i]
		if depth > 0 {
			if t.isOp(")") || t.isOp("]") || t.isOp("}") {
				depth++
			} else if t.isOp("(") || t.isOp("[") || t.isOp("{") {
				depth--
			}
			start = i
			continue
		}
		switch {
		case t.isOp(")") || t.isOp("]") || t.isOp("}"):
			depth++
		case t.kind == tNumber || t.kind == tString:
		case t.kind == tName && (!pyKeyword(t.text) || atomKeyword(t.text)):
		case t.isOp("*") || t.isOp("/") || t.isOp("//") || t.isOp("%") || t.isOp("**") || t.isOp(".") || t.isOp("~"):
		case t.isOp("+") || t.isOp("-"):
			if p := prevSig(toks, i); p >= 0 && endsOperand(toks[p]) {
				return start
			}
		default:
			return start
		}
		start = i
	}
	return start
}

// rightOperand is the index after the factor that starts after k.
func rightOperand(toks []token, k int) int {
	i := nextSig(toks, k)
	for i < len(toks) && (toks[i].isOp("-") || toks[i].isOp("+") || toks[i].isOp("~")) {
		i = nextSig(toks, i)
	}
	end := i
	skipGroup := func(i int) int {
		depth := 0
		for ; i < len(toks); i++ {
			t := toks[i]
			if t.isOp("(") || t.isOp("[") || t.isOp("{") {
				depth++
			} else if t.isOp(")") || t.isOp("]") || t.isOp("}") {
				depth--
				if depth == 0 {
					return i + 1
				}
			}
		}
		return i
	}
	if i >= len(toks) {
		return end
	}
	switch t := toks[i]; {
	case t.isOp("(") || t.isOp("[") || t.isOp("{"):
		end = skipGroup(i)
	case t.kind == tString:
		end = i + 1
		for j := nextSig(toks, i); j < len(toks) && toks[j].kind == tString; j = nextSig(toks, j) {
			end = j + 1
		}
	case t.kind == tNumber || t.kind == tName:
		end = i + 1
	default:
		return end
	}
	for {
		j := nextSig(toks, end-1)
		if j >= len(toks) {
			return end
		}
		switch t := toks[j]; {
		case t.isOp("(") || t.isOp("["):
			end = skipGroup(j)
		case t.isOp("."):
			n := nextSig(toks, j)
			if n >= len(toks) {
				return end
			}
			end = n + 1
		case t.isOp("**"):
			end = rightOperand(toks, j)
		default:
			return end
		}
	}
}

// statementStart is the first token of the logical line holding k.
func statementStart(toks []token, k int) int {
	depth := 0
	for i := k - 1; i >= 0; i-- {
		t := toks[i]
		switch {
		case t.isOp(")") || t.isOp("]") || t.isOp("}"):
			depth++
		case t.isOp("(") || t.isOp("[") || t.isOp("{"):
			depth--
		case depth == 0 && (t.isOp(";") || t.kind == tWS && strings.Contains(t.text, "\n") && !strings.Contains(t.text, "\\")):
			return nextSig(toks, i)
		}
	}
	return nextSig(toks, -1)
}

// statementEnd is the index after the last token of the logical line
// holding k.
func statementEnd(toks []token, k int) int {
	depth := 0
	end := k + 1
	for i := k + 1; i < len(toks); i++ {
		t := toks[i]
		switch {
		case t.isOp("(") || t.isOp("[") || t.isOp("{"):
			depth++
		case t.isOp(")") || t.isOp("]") || t.isOp("}"):
			depth--
		case depth == 0 && (t.isOp(";") || t.kind == tWS && (strings.Contains(t.text, "\n") && !strings.Contains(t.text, "\\") || strings.HasPrefix(t.text, "#"))):
			return end
		}
		if t.kind != tWS {
			end = i + 1
		}
	}
	return end
}

func spliceMatMul(toks []token, k int) string {
	if toks[k].isOp("@=") {
		from, to := statementStart(toks, k), statementEnd(toks, k)
		target := strings.Trim(joinTokens(toks[from:k]), " \t")
		value := strings.Trim(joinTokens(toks[k+1:to]), " \t")
		return joinTokens(toks[:from]) + target + " = _pylib_imatmul(" + target + ", " + value + ")" + joinTokens(toks[to:])
	}
	from, to := leftOperand(toks, k), rightOperand(toks, k)
	left := strings.Trim(joinTokens(toks[from:k]), " \t")
	right := strings.Trim(joinTokens(toks[k+1:to]), " \t")
	sep := ", "
	if strings.HasPrefix(right, "\n") || strings.HasPrefix(right, "\r") {
		sep = ","
	}
	return joinTokens(toks[:from]) + "_pylib_matmul(" + left + sep + right + ")" + joinTokens(toks[to:])
}
