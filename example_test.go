package rlm_test

import (
	"context"
	"fmt"
	"log"
	"strings"

	"github.com/rlm-go/rlm"
	"github.com/rlm-go/rlm/event"
	"github.com/rlm-go/rlm/llm/mock"
)

// scriptedModel serves replies on loopback as a language model would, so
// the examples run without a network or a key. Each reply is REPL code the
// engine runs in the session holding context.
func scriptedModel(replies ...string) (baseURL string, stop func()) {
	script := &mock.Script{}
	for _, r := range replies {
		reply := r
		script.Rules = append(script.Rules, mock.Rule{Reply: &reply, Times: 1})
	}
	srv := mock.NewServer(script)
	base, err := srv.Start("127.0.0.1:0")
	if err != nil {
		log.Fatal(err)
	}
	return base, func() { srv.Close() }
}

const fence = "```"

// Run answers a query over a context the model never sees whole: its code
// counts the lines of the REPL variable context.
func ExampleEngine_Run() {
	baseURL, stop := scriptedModel(
		fence+"repl\nlines = context.splitlines()\nprint(len(lines))\n"+fence,
		fence+"repl\nanswer = {\"content\": str(len(lines)) + \" lines\", \"ready\": True}\n"+fence,
	)
	defer stop()

	engine, err := rlm.New(rlm.Options{BaseURL: baseURL, Model: "any", Eval: "gpython"})
	if err != nil {
		log.Fatal(err)
	}
	defer engine.Close()

	input := strings.Repeat("a line of a large input\n", 5000)
	res, err := engine.Run(context.Background(), "How many lines?", input)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(res.Answer)
	fmt.Println("iterations:", res.Iterations)
	// Output:
	// 5000 lines
	// iterations: 2
}

// Model "mock" starts the built-in dry-run mock: it answers with the line
// of the context that best matches the query, and says it is a mock.
func ExampleNew_mock() {
	engine, err := rlm.New(rlm.Options{Model: rlm.MockModel, Eval: "gpython"})
	if err != nil {
		log.Fatal(err)
	}
	defer engine.Close()
	res, err := engine.Run(context.Background(), "What is the password?", "alpha\nThe password is swordfish.\nomega\n")
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(res.Answer)
	// Output:
	// [mock] The password is swordfish.
}

// A session keeps its REPL variables from one message to the next.
func ExampleEngine_NewSession() {
	baseURL, stop := scriptedModel(
		fence+"repl\nwords = context.split()\nFINAL(str(len(words)) + \" words\")\n"+fence,
		fence+"repl\nFINAL(\"the first is \" + words[0])\n"+fence,
	)
	defer stop()
	engine, err := rlm.New(rlm.Options{BaseURL: baseURL, Model: "any", Eval: "gpython"})
	if err != nil {
		log.Fatal(err)
	}
	defer engine.Close()

	ctx := context.Background()
	sess, err := engine.NewSession(ctx, "call me Ishmael")
	if err != nil {
		log.Fatal(err)
	}
	defer sess.Close()
	for _, msg := range []string{"How many words?", "Which is the first?"} {
		res, err := sess.Send(ctx, msg)
		if err != nil {
			log.Fatal(err)
		}
		fmt.Println(res.Answer)
	}
	// Output:
	// 3 words
	// the first is call
}

// Options.Events receives every event of a run: here, each code cell the
// engine ran.
func ExampleOptions_events() {
	baseURL, stop := scriptedModel(fence + "repl\nFINAL(context.upper())\n" + fence)
	defer stop()
	cells := 0
	engine, err := rlm.New(rlm.Options{BaseURL: baseURL, Model: "any", Eval: "gpython",
		Events: event.SinkFunc(func(e event.Event) {
			if e.Kind == event.EvalStop {
				cells++
			}
		})})
	if err != nil {
		log.Fatal(err)
	}
	defer engine.Close()
	res, err := engine.Run(context.Background(), "Shout it.", "hello")
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(res.Answer, "after", cells, "cell")
	// Output:
	// HELLO after 1 cell
}
