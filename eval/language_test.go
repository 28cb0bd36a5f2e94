package eval

import (
	"os/exec"
	"strings"
	"testing"
)

func TestPythonQuoteRoundTrip(t *testing.T) {
	py, err := exec.LookPath("python3")
	if err != nil {
		t.Skip("no python3")
	}
	s := "quote \" back\\slash \n newline \t tab \r cr \x00 nul \x1b esc é ünï 𝄞 '''"
	out, err := exec.Command(py, "-c", "import sys; sys.stdout.write(repr("+PythonQuote(s)+"))").Output()
	if err != nil {
		t.Fatal(err)
	}
	want, _ := exec.Command(py, "-c", "import sys; sys.stdout.write(repr(sys.argv[1]))", strings.ReplaceAll(s, "\x00", "")).Output()
	if strings.ReplaceAll(string(out), `\x00`, "") != string(want) {
		t.Fatalf("python read %s, want %s", out, want)
	}
}

func TestLanguageCheck(t *testing.T) {
	for _, l := range []Language{Python(), Go()} {
		if err := l.Check(); err != nil {
			t.Errorf("%s: %v", l.Name, err)
		}
	}
	l := Python()
	l.Spell, l.HistoryVar = nil, ""
	if err := l.Check(); err == nil || !strings.Contains(err.Error(), "Spell, HistoryVar") {
		t.Errorf("Check of an incomplete descriptor = %v", err)
	}
}
