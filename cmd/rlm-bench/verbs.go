package main

import "github.com/spf13/cobra"

// verbs lists the subcommands; each lives in the file of its name.
func verbs() []*cobra.Command {
	return []*cobra.Command{
		newPullCmd(),
		newBuildCmd(),
		newRunCmd(),
		newABCmd(),
		newOptimizeCmd(),
		newLogsCmd(),
		newSummaryCmd(),
		newMergeCmd(),
		newSlurmCmd(),
		newK8sCmd(),
		newPerfCmd(),
		newCompatCmd(),
	}
}
