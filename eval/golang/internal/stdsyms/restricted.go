package stdsyms

import (
	"fmt"
	"io"
	"log"
	"strconv"
)

// The extract command leaves these to the package it writes into: they are
// the symbols through which a program could end the process.

// Exit is what log.Fatal panics with: in a REPL it ends the cell, not the
// process. The session reports it as `go run` does, "exit status 1".
type Exit struct{ Code int }

func (e Exit) Error() string { return "exit status " + strconv.Itoa(e.Code) }

// Logger is log.Logger as interpreted code sees it: a standard logger
// whose Fatal methods end the cell.
type Logger struct{ *log.Logger }

type logLogger = Logger

// NewLogger returns a Logger writing to w, for a session's default logger.
func NewLogger(w io.Writer, prefix string, flag int) *Logger {
	return &Logger{log.New(w, prefix, flag)}
}

func logNew(w io.Writer, prefix string, flag int) *Logger { return NewLogger(w, prefix, flag) }

func (l *Logger) Fatal(v ...any) {
	_ = l.Output(2, fmt.Sprint(v...))
	panic(Exit{1})
}

func (l *Logger) Fatalf(format string, v ...any) {
	_ = l.Output(2, fmt.Sprintf(format, v...))
	panic(Exit{1})
}

func (l *Logger) Fatalln(v ...any) {
	_ = l.Output(2, fmt.Sprintln(v...))
	panic(Exit{1})
}

// The package-level functions of the process's logger are replaced per
// session (eval/golang); these stand in until then and never exit.
func logFatal(v ...any)                 { log.Print(v...); panic(Exit{1}) }
func logFatalf(format string, v ...any) { log.Printf(format, v...); panic(Exit{1}) }
func logFatalln(v ...any)               { log.Println(v...); panic(Exit{1}) }
