//go:build race

package golang

const raceEnabled = true
